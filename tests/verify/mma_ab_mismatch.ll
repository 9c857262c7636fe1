; ARGS: --sm 80
; A is s8 but B is u4
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8.u4(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)

define void @f(i32 %r0, i32 %r1, i32 %r2, i32 %r3, i32 %r4, i32 %r5, i32 %r6, i32 %r7, i32 %r8, i32 %r9) {
  %d = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8.u4(i32 %r0, i32 %r1, i32 %r2, i32 %r3, i32 %r4, i32 %r5, i32 %r6, i32 %r7, i32 %r8, i32 %r9)
  ret void
}
