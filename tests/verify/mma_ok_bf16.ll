; ARGS: --sm 80
; a well-formed mma.sync bf16 call
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32, i32, i32, i32, i32, i32, float, float, float, float)

define void @f(i32 %r0, i32 %r1, i32 %r2, i32 %r3, i32 %r4, i32 %r5, float %r6, float %r7, float %r8, float %r9) {
  %d = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %r0, i32 %r1, i32 %r2, i32 %r3, i32 %r4, i32 %r5, float %r6, float %r7, float %r8, float %r9)
  ret void
}
