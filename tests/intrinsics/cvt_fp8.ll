; FP8 pairs: two f32 or one f16x2 to e4m3x2/e5m2x2 (always .satfinite), and
; back to f16x2; sm_89 needs PTX 8.1.  The <2 x half> operand and result are
; one .b32 register, packed and unpacked around the cvt.
; SM: 89
; CHECK: .version 8.1
; CHECK: cvt.rn.satfinite.e4m3x2.f32 %rs4, %f1, %f2;
; CHECK: st.volatile.global.u16 [%rd1], %rs4;
; CHECK: cvt.rn.satfinite.relu.e4m3x2.f32 %rs5, %f1, %f2;
; CHECK: st.volatile.global.u16 [%rd1], %rs5;
; CHECK: cvt.rn.satfinite.e5m2x2.f32 %rs6, %f1, %f2;
; CHECK: st.volatile.global.u16 [%rd1], %rs6;
; CHECK: cvt.rn.satfinite.relu.e5m2x2.f32 %rs7, %f1, %f2;
; CHECK: st.volatile.global.u16 [%rd1], %rs7;
; CHECK: mov.b32 %r1, {%rs1, %rs2};
; CHECK: cvt.rn.satfinite.e4m3x2.f16x2 %rs8, %r1;
; CHECK: st.volatile.global.u16 [%rd1], %rs8;
; CHECK: cvt.rn.satfinite.relu.e5m2x2.f16x2 %rs9, %r1;
; CHECK: st.volatile.global.u16 [%rd1], %rs9;
; CHECK: cvt.rn.f16x2.e4m3x2 %r2, %rs3;
; CHECK: mov.b32 {%rs10, _}, %r2;
; CHECK: mov.b32 {_, %rs11}, %r2;
; CHECK: st.volatile.global.v2.b16 [%rd2], {%rs10, %rs11};
; CHECK: cvt.rn.relu.f16x2.e5m2x2 %r3, %rs3;
; CHECK: mov.b32 {%rs12, _}, %r3;
; CHECK: mov.b32 {_, %rs13}, %r3;
; CHECK: st.volatile.global.v2.b16 [%rd2], {%rs12, %rs13};
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i16 @llvm.nvvm.ff.to.e4m3x2.rn(float, float)
declare i16 @llvm.nvvm.ff.to.e4m3x2.rn.relu(float, float)
declare i16 @llvm.nvvm.ff.to.e5m2x2.rn(float, float)
declare i16 @llvm.nvvm.ff.to.e5m2x2.rn.relu(float, float)
declare i16 @llvm.nvvm.f16x2.to.e4m3x2.rn(<2 x half>)
declare i16 @llvm.nvvm.f16x2.to.e5m2x2.rn.relu(<2 x half>)
declare <2 x half> @llvm.nvvm.e4m3x2.to.f16x2.rn(i16)
declare <2 x half> @llvm.nvvm.e5m2x2.to.f16x2.rn.relu(i16)
define ptx_kernel void @k(float %a, float %b, <2 x half> %h, i16 zeroext %f8, ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %r0 = call i16 @llvm.nvvm.ff.to.e4m3x2.rn(float %a, float %b)
  store volatile i16 %r0, ptr addrspace(1) %p
  %r1 = call i16 @llvm.nvvm.ff.to.e4m3x2.rn.relu(float %a, float %b)
  store volatile i16 %r1, ptr addrspace(1) %p
  %r2 = call i16 @llvm.nvvm.ff.to.e5m2x2.rn(float %a, float %b)
  store volatile i16 %r2, ptr addrspace(1) %p
  %r3 = call i16 @llvm.nvvm.ff.to.e5m2x2.rn.relu(float %a, float %b)
  store volatile i16 %r3, ptr addrspace(1) %p
  %r4 = call i16 @llvm.nvvm.f16x2.to.e4m3x2.rn(<2 x half> %h)
  store volatile i16 %r4, ptr addrspace(1) %p
  %r5 = call i16 @llvm.nvvm.f16x2.to.e5m2x2.rn.relu(<2 x half> %h)
  store volatile i16 %r5, ptr addrspace(1) %p
  %h0 = call <2 x half> @llvm.nvvm.e4m3x2.to.f16x2.rn(i16 %f8)
  store volatile <2 x half> %h0, ptr addrspace(1) %q
  %h1 = call <2 x half> @llvm.nvvm.e5m2x2.to.f16x2.rn.relu(i16 %f8)
  store volatile <2 x half> %h1, ptr addrspace(1) %q
  ret void
}
