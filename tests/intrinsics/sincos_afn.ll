; llvm.sincos under `afn`: sin.approx and cos.approx of each lane (as
; llc-22 writes it; llc-19 does not know the intrinsic), the sines first
; in the result; half is computed in f32 and rounded back.
; SM: 80
; CHECK: sin.approx.f32 %f4, %f1;
; CHECK: st.global.f32 [%rd1], %f4;
; CHECK: cos.approx.f32 %f5, %f1;
; CHECK: st.global.f32 [%rd1+4], %f5;
; CHECK: sin.approx.f32 %f6, %f2;
; CHECK: cos.approx.f32 %f7, %f2;
; CHECK: sin.approx.f32 %f8, %f3;
; CHECK: cos.approx.f32 %f9, %f3;
; CHECK: st.global.v2.f32 [%rd1+8], {%f6, %f8};
; CHECK: st.global.v2.f32 [%rd1+16], {%f7, %f9};
; CHECK: cvt.f32.f16 %f10, %rs1;
; CHECK: sin.approx.f32 %f11, %f10;
; CHECK: cvt.rn.f16.f32 %rs2, %f11;
; CHECK: st.global.b16 [%rd1+24], %rs2;
; CHECK: cos.approx.f32 %f12, %f10;
; CHECK: cvt.rn.f16.f32 %rs3, %f12;
; CHECK: st.global.b16 [%rd1+26], %rs3;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @k(ptr addrspace(1) %p, float %x, <2 x float> %v, half %h) {
  %r = call afn { float, float } @llvm.sincos.f32(float %x)
  %s = extractvalue { float, float } %r, 0
  %c = extractvalue { float, float } %r, 1
  store float %s, ptr addrspace(1) %p
  %q = getelementptr float, ptr addrspace(1) %p, i64 1
  store float %c, ptr addrspace(1) %q
  %rv = call afn { <2 x float>, <2 x float> } @llvm.sincos.v2f32(<2 x float> %v)
  %sv = extractvalue { <2 x float>, <2 x float> } %rv, 0
  %cv = extractvalue { <2 x float>, <2 x float> } %rv, 1
  %q2 = getelementptr float, ptr addrspace(1) %p, i64 2
  store <2 x float> %sv, ptr addrspace(1) %q2
  %q4 = getelementptr float, ptr addrspace(1) %p, i64 4
  store <2 x float> %cv, ptr addrspace(1) %q4
  %rh = call afn { half, half } @llvm.sincos.f16(half %h)
  %sh = extractvalue { half, half } %rh, 0
  %ch = extractvalue { half, half } %rh, 1
  %q6 = getelementptr half, ptr addrspace(1) %p, i64 12
  store half %sh, ptr addrspace(1) %q6
  %q7 = getelementptr half, ptr addrspace(1) %p, i64 13
  store half %ch, ptr addrspace(1) %q7
  ret void
}
declare { float, float } @llvm.sincos.f32(float)
declare { <2 x float>, <2 x float> } @llvm.sincos.v2f32(<2 x float>)
declare { half, half } @llvm.sincos.f16(half)
declare { double, double } @llvm.sincos.f64(double)
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
