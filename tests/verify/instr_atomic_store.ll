; ARGS: --sm 80
; atomic store
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(ptr addrspace(1) %p) {
  store atomic i32 1, ptr addrspace(1) %p release, align 4
  ret void
}
