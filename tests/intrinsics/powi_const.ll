; llvm.powi with a constant exponent: repeated squaring, then a reciprocal
; for a negative exponent, the products LLVM's SelectionDAG makes in its
; order (so llc-19's rounding): x^5 = x * (x^2)^2, x^-3 = 1 / (x * x^2);
; x^0 is 1.0, x^1 is x; a vector per lane; an i16 exponent too.
; SM: 80
; CHECK: mul.rn.f32 %f4, %f1, %f1;
; CHECK: mul.rn.f32 %f5, %f4, %f4;
; CHECK: mul.rn.f32 %f6, %f1, %f5;
; CHECK: st.global.f32 [%rd1], %f6;
; CHECK: mul.rn.f64 %fd2, %fd1, %fd1;
; CHECK: mul.rn.f64 %fd3, %fd1, %fd2;
; CHECK: rcp.rn.f64 %fd4, %fd3;
; CHECK: st.global.f64 [%rd1+8], %fd4;
; CHECK: st.global.f32 [%rd1+16], 0f3F800000;
; CHECK: st.global.f32 [%rd1+20], %f1;
; CHECK: mul.rn.f32 %f7, %f2, %f2;
; CHECK: mul.rn.f32 %f8, %f3, %f3;
; CHECK: st.global.v2.f32 [%rd1+24], {%f7, %f8};
; CHECK: rcp.rn.f32 %f9, %f1;
; CHECK: st.global.f32 [%rd1+32], %f9;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @k(ptr addrspace(1) %p, float %x, double %d, <2 x float> %v) {
  %a = call float @llvm.powi.f32.i32(float %x, i32 5)
  store float %a, ptr addrspace(1) %p
  %b = call double @llvm.powi.f64.i32(double %d, i32 -3)
  %pb = getelementptr i8, ptr addrspace(1) %p, i64 8
  store double %b, ptr addrspace(1) %pb
  %c = call float @llvm.powi.f32.i32(float %x, i32 0)
  %pc = getelementptr i8, ptr addrspace(1) %p, i64 16
  store float %c, ptr addrspace(1) %pc
  %e = call float @llvm.powi.f32.i32(float %x, i32 1)
  %pe = getelementptr i8, ptr addrspace(1) %p, i64 20
  store float %e, ptr addrspace(1) %pe
  %f = call <2 x float> @llvm.powi.v2f32.i32(<2 x float> %v, i32 2)
  %pf = getelementptr i8, ptr addrspace(1) %p, i64 24
  store <2 x float> %f, ptr addrspace(1) %pf
  %g = call float @llvm.powi.f32.i16(float %x, i16 -1)
  %pg = getelementptr i8, ptr addrspace(1) %p, i64 32
  store float %g, ptr addrspace(1) %pg
  ret void
}
declare float @llvm.powi.f32.i32(float, i32)
declare float @llvm.powi.f32.i16(float, i16)
declare double @llvm.powi.f64.i32(double, i32)
declare <2 x float> @llvm.powi.v2f32.i32(<2 x float>, i32)
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
