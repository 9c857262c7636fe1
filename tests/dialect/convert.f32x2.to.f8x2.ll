; MLIR NVVM dialect op nvvm.convert.f32x2.to.f8x2: written by hand from LLVM 22's IntrinsicsNVVM.td.
; SM: 89
; CHECK: .version 8.1
; CHECK: cvt.rn.satfinite.relu.e5m2x2.f32 %rs1, %f1, %f1;
; CHECK: st.global.u16 [%rd1], %rs1;
target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i16 @llvm.nvvm.ff.to.e5m2x2.rn.relu(float, float)
define ptx_kernel void @k(ptr addrspace(1) %p, ptr addrspace(3) %s, ptr %g, i32 %i, i64 %l, float %f, i16 zeroext %h, ptr addrspace(6) %t, ptr addrspace(7) %sc, <2 x half> %hh, double %d, i1 zeroext %b) {
  %r16 = call i16 @llvm.nvvm.ff.to.e5m2x2.rn.relu(float %f, float %f)
  store i16 %r16, ptr addrspace(1) %p
  ret void
}
