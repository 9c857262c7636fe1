; llvm.vector.reduce.f*: fadd/fmul in element order from the start value
; (a tree when the call allows reassociation), fmax/fmin (maxnum: PTX
; max) and fmaximum/fminimum (min.NaN on sm_80) as a pairwise tree.
; SM: 80
; CHECK: add.rn.f32 %f6, %f5, %f1;
; CHECK: add.rn.f32 %f7, %f6, %f2;
; CHECK: add.rn.f32 %f8, %f7, %f3;
; CHECK: add.rn.f32 %f9, %f8, %f4;
; CHECK: add.rn.f32 %f10, %f1, %f2;
; CHECK: add.rn.f32 %f11, %f3, %f4;
; CHECK: add.rn.f32 %f12, %f10, %f11;
; CHECK: add.rn.f32 %f13, %f5, %f12;
; CHECK: mul.rn.f64 %fd3, %fd1, 0d3FF0000000000000;
; CHECK: max.f32 %f14, %f1, %f2;
; CHECK: max.f32 %f15, %f3, %f4;
; CHECK: max.f32 %f16, %f14, %f15;
; CHECK: min.NaN.f32 %f17, %f1, %f2;
; CHECK: min.NaN.f32 %f18, %f3, %f4;
; CHECK: min.NaN.f32 %f19, %f17, %f18;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, <4 x float> %v, <2 x double> %w, float %s) {
  %a = call float @llvm.vector.reduce.fadd.v4f32(float %s, <4 x float> %v)
  store volatile float %a, ptr addrspace(1) %p
  %b = call reassoc float @llvm.vector.reduce.fadd.v4f32(float %s, <4 x float> %v)
  store volatile float %b, ptr addrspace(1) %p
  %m = call double @llvm.vector.reduce.fmul.v2f64(double 1.0, <2 x double> %w)
  store volatile double %m, ptr addrspace(1) %p
  %x = call float @llvm.vector.reduce.fmax.v4f32(<4 x float> %v)
  store volatile float %x, ptr addrspace(1) %p
  %n = call float @llvm.vector.reduce.fminimum.v4f32(<4 x float> %v)
  store volatile float %n, ptr addrspace(1) %p
  ret void
}
declare float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>)
declare double @llvm.vector.reduce.fmul.v2f64(double, <2 x double>)
declare float @llvm.vector.reduce.fmax.v4f32(<4 x float>)
declare float @llvm.vector.reduce.fminimum.v4f32(<4 x float>)
