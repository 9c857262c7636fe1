; ARGS: --sm 80
; LLVM's parser: a constant-expression cast must be legal for its types (a bitcast cannot change the address space), at the expression
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g = addrspace(1) global i32 0
@ok = addrspace(1) global ptr addrspacecast (ptr addrspace(1) @g to ptr)
@bad = addrspace(1) global ptr bitcast (ptr addrspace(1) @g to ptr)
@bad2 = addrspace(1) global i64 zext (i64 ptrtoint (ptr addrspace(1) @g to i64) to i64)
