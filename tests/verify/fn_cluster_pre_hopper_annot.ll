; ARGS: --sm 80
; cluster dimensions from !nvvm.annotations on sm_80
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k() {
  ret void
}

!nvvm.annotations = !{!0, !1}
!0 = !{ptr @k, !"kernel", i32 1}
!1 = !{ptr @k, !"cluster_dim_x", i32 2, !"cluster_dim_y", i32 1, !"cluster_dim_z", i32 1}
