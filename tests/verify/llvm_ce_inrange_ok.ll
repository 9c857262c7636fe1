; ARGS: --sm 80
; LLVM 19's inrange(a, b) on a constant getelementptr (read and dropped: it is only an optimization hint): must verify clean
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@a = addrspace(1) global [4 x i32] zeroinitializer
@p = addrspace(1) global ptr addrspace(1) getelementptr inbounds inrange(-8, 16) (i8, ptr addrspace(1) @a, i64 8)
