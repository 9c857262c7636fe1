; ARGS: --sm 80
; an element type MMA does not have
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k16.row.col.s16(i32, i32, i32, i32, i32, i32, i32)

define void @f(i32 %r0, i32 %r1, i32 %r2, i32 %r3, i32 %r4, i32 %r5, i32 %r6) {
  %d = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k16.row.col.s16(i32 %r0, i32 %r1, i32 %r2, i32 %r3, i32 %r4, i32 %r5, i32 %r6)
  ret void
}
