; ARGS: --sm 80
; a quoted name with a NUL byte: LLVM refuses it (PTX would cut the name at the NUL); strings may hold NULs
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s = addrspace(1) global [4 x i8] c"a\00b\00"
@"a\00b" = addrspace(1) global i32 0
