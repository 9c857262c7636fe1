; ARGS: --sm 80
; malformed !nvvm.annotations tuples
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k() {
  ret void
}

@g = internal addrspace(1) global i32 0, align 4

!nvvm.annotations = !{!0, !1, !2}
!0 = !{!"kernel", i32 1}
!1 = !{ptr @k, i32 1, i32 1}
!2 = !{ptr addrspace(1) @g, !"kernel", i32 1}
