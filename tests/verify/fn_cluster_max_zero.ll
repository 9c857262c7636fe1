; ARGS: --sm 90a
; a zero cluster maximum, by attribute and by annotation
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k() "nvvm.maxclusterrank"="0" {
  ret void
}

define void @k2() {
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @k2, !"kernel", i32 1, !"maxclusterrank", i32 0}
