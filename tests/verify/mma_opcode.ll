; ARGS: --sm 80
; a b1 MMA without its and/xor.popc operation
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare { i32, i32 } @llvm.nvvm.mma.m8n8k128.row.col.b1(i32, i32, i32, i32)

define void @f(i32 %r0, i32 %r1, i32 %r2, i32 %r3) {
  %d = call { i32, i32 } @llvm.nvvm.mma.m8n8k128.row.col.b1(i32 %r0, i32 %r1, i32 %r2, i32 %r3)
  ret void
}
