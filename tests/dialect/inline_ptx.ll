; MLIR NVVM dialect op nvvm.inline_ptx: written by hand (inline PTX).
; SM: 90
; CHECK: .version 7.8
; CHECK: // begin inline asm
; CHECK: mbarrier.init.b64 [%rd1], %r1;
; CHECK: // end inline asm
target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, ptr addrspace(3) %s, ptr %g, i32 %i, i64 %l, float %f, i16 zeroext %h, ptr addrspace(6) %t, ptr addrspace(7) %sc, <2 x half> %hh, double %d, i1 zeroext %b) {
  call void asm sideeffect "mbarrier.init.b64 [$0], $1;", "l,r"(ptr %g, i32 %i)
  ret void
}
