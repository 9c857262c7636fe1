; LLVM 19 defines mma.m16n8k16 with an f16 result from an f32 accumulator,
; but PTX requires C and D of one type on that shape (llc-19 writes PTX
; that ptxas rejects): a located error.
; SM: 80
; EXPECT-ERROR: unsupported: intrinsic '@llvm.nvvm.mma.m16n8k16.row.col.f16.f32' (this shape takes C and D of one type)
; EXPECT-LINE: 13
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare {<2 x half>, <2 x half>} @llvm.nvvm.mma.m16n8k16.row.col.f16.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float)

define {<2 x half>, <2 x half>} @f(<2 x half> %a0, <2 x half> %a1, <2 x half> %a2, <2 x half> %a3, <2 x half> %b0, <2 x half> %b1, float %c0, float %c1, float %c2, float %c3) {
  %r = call {<2 x half>, <2 x half>} @llvm.nvvm.mma.m16n8k16.row.col.f16.f32(<2 x half> %a0, <2 x half> %a1, <2 x half> %a2, <2 x half> %a3, <2 x half> %b0, <2 x half> %b1, float %c0, float %c1, float %c2, float %c3)
  ret {<2 x half>, <2 x half>} %r
}
