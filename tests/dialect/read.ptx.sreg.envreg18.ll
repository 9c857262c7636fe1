; MLIR NVVM dialect op nvvm.read.ptx.sreg.envreg18: written by hand from LLVM 22's IntrinsicsNVVM.td.
; SM: 52
; CHECK: .version 4.1
; CHECK: mov.u32 %r1, %envreg18;
; CHECK: st.global.u32 [%rd1], %r1;
target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.envreg18()
define ptx_kernel void @k(ptr addrspace(1) %p, ptr addrspace(3) %s, ptr %g, i32 %i, i64 %l, float %f, i16 zeroext %h, ptr addrspace(6) %t, ptr addrspace(7) %sc, <2 x half> %hh, double %d, i1 zeroext %b) {
  %r = call i32 @llvm.nvvm.read.ptx.sreg.envreg18()
  store i32 %r, ptr addrspace(1) %p
  ret void
}
