; .satfinite on a floating-point wmma.mma existed only before PTX 6.5: a
; target whose PTX is newer (sm_80: 7.0) cannot have it, so it is a located
; error, not PTX that ptxas rejects.
; SM: 80
; EXPECT-ERROR: unsupported: intrinsic '@llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16.satfinite' (.satfinite on floating-point wmma.mma was removed in PTX ISA 6.5)
; EXPECT-LINE: 13
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16.satfinite(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>)

define { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @f(<2 x half> %a, <2 x half> %c) {
  %d = call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16.satfinite(<2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %c, <2 x half> %c, <2 x half> %c, <2 x half> %c)
  ret { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %d
}
