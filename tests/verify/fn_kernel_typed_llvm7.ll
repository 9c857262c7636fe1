; ARGS: --sm 80
; an LLVM 7 typed-pointer annotation marks the kernel
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i32 @k(float addrspace(1)* %p) {
  ret i32 0
}

!nvvm.annotations = !{!0}
!0 = !{i32 (float addrspace(1)*)* @k, !"kernel", i32 1}
