; ARGS: --sm 80
; fragment A of i32 where <2 x half> is due
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f32(i32, i32, i32, i32, i32, i32, i32, i32, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float)

define void @f(i32 %r0, i32 %r1, i32 %r2, i32 %r3, i32 %r4, i32 %r5, i32 %r6, i32 %r7, <2 x half> %r8, <2 x half> %r9, <2 x half> %r10, <2 x half> %r11, <2 x half> %r12, <2 x half> %r13, <2 x half> %r14, <2 x half> %r15, float %r16, float %r17, float %r18, float %r19, float %r20, float %r21, float %r22, float %r23) {
  %d = call { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f32(i32 %r0, i32 %r1, i32 %r2, i32 %r3, i32 %r4, i32 %r5, i32 %r6, i32 %r7, <2 x half> %r8, <2 x half> %r9, <2 x half> %r10, <2 x half> %r11, <2 x half> %r12, <2 x half> %r13, <2 x half> %r14, <2 x half> %r15, float %r16, float %r17, float %r18, float %r19, float %r20, float %r21, float %r22, float %r23)
  ret void
}
