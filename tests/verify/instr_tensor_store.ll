; ARGS: --sm 100a
; store to tensor memory
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(ptr addrspace(6) %t) {
  store i32 1, ptr addrspace(6) %t, align 4
  ret void
}
