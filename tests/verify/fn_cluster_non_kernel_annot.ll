; ARGS: --sm 90
; a cluster maximum on a function that is not a kernel
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f() {
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @f, !"maxclusterrank", i32 2}
