; `fsub -0.0, x` is a negation (the two differ only in a NaN's sign, which
; LangRef leaves open for fsub), selected as neg so that ptxas can fold
; it into its user as an operand modifier: libdevice's ynf and jnf loops
; subtract the previous term this way once per iteration.  Per element of
; a vector; `fsub 0.0, x` is not a negation (0 - 0 is +0, neg 0 is -0)
; and stays a subtraction.
; SM: 80
; CHECK: .visible .entry neg_fma(
; CHECK: ld.param.f32 %f1, [neg_fma_param_1];
; CHECK: ld.param.f32 %f2, [neg_fma_param_2];
; CHECK: ld.param.f32 %f3, [neg_fma_param_3];
; CHECK: neg.f32 %f4, %f1;
; CHECK: fma.rn.f32 %f5, %f2, %f3, %f4;
; CHECK: st.global.f32 [%rd1], %f5;
; CHECK: .visible .entry neg_f64(
; CHECK: neg.f64 %fd2, %fd1;
; CHECK: st.global.f64 [%rd1], %fd2;
; CHECK: .visible .entry neg_half(
; CHECK: xor.b16 %rs2, %rs1, -32768;
; CHECK: st.global.b16 [%rd1], %rs2;
; CHECK: .visible .entry neg_v2f32(
; CHECK: ld.param.f32 %f1, [neg_v2f32_param_1];
; CHECK: ld.param.f32 %f2, [neg_v2f32_param_1+4];
; CHECK: neg.f32 %f3, %f1;
; CHECK: mov.f32 %f4, 0f3F800000;
; CHECK: sub.rn.f32 %f5, %f4, %f2;
; CHECK: st.global.v2.f32 [%rd1], {%f3, %f5};
; CHECK: .visible .entry pos_zero(
; CHECK: mov.f32 %f2, 0f00000000;
; CHECK: sub.rn.f32 %f3, %f2, %f1;
; CHECK: st.global.f32 [%rd1], %f3;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @neg_fma(ptr addrspace(1) %out, float %x, float %y, float %z) {
  %n = fsub float -0.0, %x
  %r = call float @llvm.fma.f32(float %y, float %z, float %n)
  store float %r, ptr addrspace(1) %out
  ret void
}

define void @neg_f64(ptr addrspace(1) %out, double %x) {
  %n = fsub double -0.0, %x
  store double %n, ptr addrspace(1) %out
  ret void
}

define void @neg_half(ptr addrspace(1) %out, half %x) {
  %n = fsub half -0.0, %x
  store half %n, ptr addrspace(1) %out
  ret void
}

define void @neg_v2f32(ptr addrspace(1) %out, <2 x float> %x) {
  %n = fsub <2 x float> <float -0.0, float 1.0>, %x
  store <2 x float> %n, ptr addrspace(1) %out
  ret void
}

define void @pos_zero(ptr addrspace(1) %out, float %x) {
  %n = fsub float 0.0, %x
  store float %n, ptr addrspace(1) %out
  ret void
}

declare float @llvm.fma.f32(float, float, float)

!nvvm.annotations = !{!0, !1, !2, !3, !4}
!0 = !{ptr @neg_fma, !"kernel", i32 1}
!1 = !{ptr @neg_f64, !"kernel", i32 1}
!2 = !{ptr @neg_half, !"kernel", i32 1}
!3 = !{ptr @neg_v2f32, !"kernel", i32 1}
!4 = !{ptr @pos_zero, !"kernel", i32 1}
