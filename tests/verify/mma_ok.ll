; ARGS: --sm 80
; a well-formed WMMA call
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float)

define void @f(<2 x half> %r0, <2 x half> %r1, <2 x half> %r2, <2 x half> %r3, <2 x half> %r4, <2 x half> %r5, <2 x half> %r6, <2 x half> %r7, <2 x half> %r8, <2 x half> %r9, <2 x half> %r10, <2 x half> %r11, <2 x half> %r12, <2 x half> %r13, <2 x half> %r14, <2 x half> %r15, float %r16, float %r17, float %r18, float %r19, float %r20, float %r21, float %r22, float %r23) {
  %d = call { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f32(<2 x half> %r0, <2 x half> %r1, <2 x half> %r2, <2 x half> %r3, <2 x half> %r4, <2 x half> %r5, <2 x half> %r6, <2 x half> %r7, <2 x half> %r8, <2 x half> %r9, <2 x half> %r10, <2 x half> %r11, <2 x half> %r12, <2 x half> %r13, <2 x half> %r14, <2 x half> %r15, float %r16, float %r17, float %r18, float %r19, float %r20, float %r21, float %r22, float %r23)
  ret void
}
