; ARGS: --sm 80
; LLVM's data-layout grammar: a pointer's preferred alignment is a power of two no smaller than its ABI alignment
target datalayout = "e-p:64:64:24-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
