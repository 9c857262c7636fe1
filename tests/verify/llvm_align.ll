; ARGS: --sm 80
; LLVM's parser: every `align N` is a power of two no larger than 2^32 (LLVM 19's maximum), reported at N
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g = addrspace(1) global i32 0, align 12
@big = addrspace(1) global i32 0, align 4294967296

define void @f(ptr addrspace(1) align 6 %p, ptr addrspace(1) align(16) %q) {
  %v = load float, ptr addrspace(1) %p, align 3
  store float %v, ptr addrspace(1) %q, align 8589934592
  %a = alloca i32, align 0
  ret void
}
