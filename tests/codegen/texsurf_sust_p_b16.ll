; SM: 70
; EXPECT-ERROR: unsupported: intrinsic '@llvm.nvvm.sust.p.1d.i16.trap'
; EXPECT-LINE: 11
; PTX's formatted surface store, sust.p, takes .b32 data only: LLVM
; declares i8 and i16 forms too, but ptxas refuses what they would become
; ("Unexpected instruction types specified for 'sust.p'"), so they are a
; located error (sust.b stores every width: texsurf.ll).
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(i64 %s, i32 %x, i16 zeroext %v) {
  call void @llvm.nvvm.sust.p.1d.i16.trap(i64 %s, i32 %x, i16 %v)
  ret void
}
declare void @llvm.nvvm.sust.p.1d.i16.trap(i64, i32, i16)
