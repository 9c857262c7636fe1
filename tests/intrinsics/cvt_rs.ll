; Stochastic rounding (cvt.rs, sm_100a PTX 8.7): f32 pairs to f16x2/bf16x2,
; f32 quads to FP8/FP6 bytes (<4 x i8>) and FP4 nibbles (i16); the last
; operand holds the random bits.
; SM: 100a
; CHECK: .version 8.7
; CHECK: cvt.rs.relu.f16x2.f32 %r2, %f1, %f2, %r1;
; CHECK: mov.b32 {%rs1, _}, %r2;
; CHECK: mov.b32 {_, %rs2}, %r2;
; CHECK: st.volatile.global.v2.b16 [%rd1], {%rs1, %rs2};
; CHECK: cvt.rs.satfinite.bf16x2.f32 %r3, %f1, %f2, %r1;
; CHECK: mov.b32 {%rs3, _}, %r3;
; CHECK: mov.b32 {_, %rs4}, %r3;
; CHECK: st.volatile.global.v2.b16 [%rd1], {%rs3, %rs4};
; CHECK: cvt.rs.satfinite.e4m3x4.f32 %r4, {%f3, %f4, %f5, %f6}, %r1;
; CHECK: st.volatile.global.v4.u8 [%rd1], {%rs5, %rs6, %rs7, %rs8};
; CHECK: cvt.rs.relu.satfinite.e3m2x4.f32 %r8, {%f3, %f4, %f5, %f6}, %r1;
; CHECK: st.volatile.global.v4.u8 [%rd1], {%rs9, %rs10, %rs11, %rs12};
; CHECK: cvt.rs.satfinite.e2m1x4.f32 %rs13, {%f3, %f4, %f5, %f6}, %r1;
; CHECK: st.volatile.global.u16 [%rd1], %rs13;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare <2 x half> @llvm.nvvm.ff2f16x2.rs.relu(float, float, i32)
declare <2 x bfloat> @llvm.nvvm.ff2bf16x2.rs.satfinite(float, float, i32)
declare <4 x i8> @llvm.nvvm.f32x4.to.e4m3x4.rs.satfinite(<4 x float>, i32)
declare <4 x i8> @llvm.nvvm.f32x4.to.e3m2x4.rs.relu.satfinite(<4 x float>, i32)
declare i16 @llvm.nvvm.f32x4.to.e2m1x4.rs.satfinite(<4 x float>, i32)
define ptx_kernel void @k(float %a, float %b, <4 x float> %v, i32 %rbits, ptr addrspace(1) %p) {
  %h = call <2 x half> @llvm.nvvm.ff2f16x2.rs.relu(float %a, float %b, i32 %rbits)
  store volatile <2 x half> %h, ptr addrspace(1) %p
  %g = call <2 x bfloat> @llvm.nvvm.ff2bf16x2.rs.satfinite(float %a, float %b, i32 %rbits)
  store volatile <2 x bfloat> %g, ptr addrspace(1) %p
  %q = call <4 x i8> @llvm.nvvm.f32x4.to.e4m3x4.rs.satfinite(<4 x float> %v, i32 %rbits)
  store volatile <4 x i8> %q, ptr addrspace(1) %p
  %r = call <4 x i8> @llvm.nvvm.f32x4.to.e3m2x4.rs.relu.satfinite(<4 x float> %v, i32 %rbits)
  store volatile <4 x i8> %r, ptr addrspace(1) %p
  %n = call i16 @llvm.nvvm.f32x4.to.e2m1x4.rs.satfinite(<4 x float> %v, i32 %rbits)
  store volatile i16 %n, ptr addrspace(1) %p
  ret void
}
