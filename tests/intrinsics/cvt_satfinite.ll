; f32 -> f16/bf16 conversions saturating to the finite range (.satfinite,
; PTX 8.1, gated on sm_80), scalar and the ff2*x2 pairs (split into one cvt
; per element, the first operand in the upper half as PTX's cvt.f16x2
; does).  Compared with llc-22 (sm_80).
; SM: 80
; CHECK: .version 8.1
; CHECK: cvt.rn.satfinite.f16.f32 %rs1, %f1;
; CHECK: st.volatile.global.b16 [%rd1], %rs1;
; CHECK: cvt.rz.relu.satfinite.f16.f32 %rs2, %f1;
; CHECK: st.volatile.global.b16 [%rd1], %rs2;
; CHECK: cvt.rn.relu.satfinite.f16.f32 %rs3, %f2;
; CHECK: cvt.rn.relu.satfinite.f16.f32 %rs4, %f1;
; CHECK: st.volatile.global.v2.b16 [%rd1], {%rs3, %rs4};
; CHECK: cvt.rz.satfinite.bf16.f32 %rs5, %f1;
; CHECK: st.volatile.global.b16 [%rd1], %rs5;
; CHECK: cvt.rn.satfinite.bf16.f32 %rs6, %f2;
; CHECK: cvt.rn.satfinite.bf16.f32 %rs7, %f1;
; CHECK: st.volatile.global.v2.b16 [%rd1], {%rs6, %rs7};
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(float %a, float %b, ptr addrspace(1) %o) {
  %1 = call half @llvm.nvvm.f2f16.rn.satfinite(float %a)
  store volatile half %1, ptr addrspace(1) %o
  %2 = call half @llvm.nvvm.f2f16.rz.relu.satfinite(float %a)
  store volatile half %2, ptr addrspace(1) %o
  %3 = call <2 x half> @llvm.nvvm.ff2f16x2.rn.relu.satfinite(float %a, float %b)
  store volatile <2 x half> %3, ptr addrspace(1) %o
  %4 = call bfloat @llvm.nvvm.f2bf16.rz.satfinite(float %a)
  store volatile bfloat %4, ptr addrspace(1) %o
  %5 = call <2 x bfloat> @llvm.nvvm.ff2bf16x2.rn.satfinite(float %a, float %b)
  store volatile <2 x bfloat> %5, ptr addrspace(1) %o
  ret void
}
