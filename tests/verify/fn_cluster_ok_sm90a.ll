; ARGS: --sm 90a
; cluster attributes that sm_90a accepts
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k() "nvvm.cluster_dim"="2,2,1" "nvvm.maxclusterrank"="4" "nvvm.reqntid"="128" "nvvm.blocksareclusters" {
  ret void
}

define void @k2() {
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @k2, !"kernel", i32 1, !"cluster_dim_x", i32 0, !"cluster_dim_y", i32 0, !"cluster_dim_z", i32 0, !"maxclusterrank", i32 2}
