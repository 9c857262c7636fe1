; llvm.minimumnum / llvm.maximumnum (IEEE 754-2019 minimumNumber and
; maximumNumber: a NaN operand yields the other one, -0 is below +0) are
; PTX's min and max, as llvm.minnum/maxnum are (isel/lower/intrin.c's
; math table); llc-22 writes the same, llc-19 a call of a function that
; does not exist.  f32 with .ftz under "denormal-fp-math-f32", f64, half
; on sm_80, and a vector lane by lane.
; SM: 80
; ARGS: -O3
; CHECK: min.f32 %f2, %f1, 0f3F800000;
; CHECK: max.f64 %fd2, %fd1, 0d4000000000000000;
; CHECK: min.f16 %rs3, %rs1, %rs2;
; CHECK: max.ftz.f32 %f2, %f1, 0f00000000;
; CHECK: min.f32 %f5, %f1, %f3;
; CHECK: min.f32 %f6, %f2, %f4;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define float @minf(float %a) {
  %r = call float @llvm.minimumnum.f32(float %a, float 1.0)
  ret float %r
}

define double @maxd(double %a) {
  %r = call double @llvm.maximumnum.f64(double %a, double 2.0)
  ret double %r
}

define half @minh(half %a, half %b) {
  %r = call half @llvm.minimumnum.f16(half %a, half %b)
  ret half %r
}

define float @maxf_ftz(float %a) #0 {
  %r = call float @llvm.maximumnum.f32(float %a, float 0.0)
  ret float %r
}

define <2 x float> @minv(<2 x float> %a, <2 x float> %b) {
  %r = call <2 x float> @llvm.minimumnum.v2f32(<2 x float> %a, <2 x float> %b)
  ret <2 x float> %r
}

declare float @llvm.minimumnum.f32(float, float)
declare double @llvm.maximumnum.f64(double, double)
declare half @llvm.minimumnum.f16(half, half)
declare float @llvm.maximumnum.f32(float, float)
declare <2 x float> @llvm.minimumnum.v2f32(<2 x float>, <2 x float>)

attributes #0 = { "denormal-fp-math-f32"="preserve-sign,preserve-sign" }
