; ARGS: --sm 90
; cluster_dim_y = 0 while x and z are not
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k() {
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1, !"cluster_dim_x", i32 4, !"cluster_dim_y", i32 0, !"cluster_dim_z", i32 1}
