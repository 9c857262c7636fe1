; Generic llvm.* floating point that PTX has no single instruction for
; (isel/lower/fpmath.c): copysign is one (PTX takes the sign source first);
; round is LLVM's expansion (halves away from zero, exact below 2^p);
; roundeven is cvt.rni; minimum is min.NaN on sm_80 for f32 and an
; expansion for f64 (NaN first, then the sign of zero); canonicalize
; replaces a NaN by the canonical quiet NaN.
; SM: 80
; CHECK: copysign.f32 %f3, %f2, %f1;
; CHECK: abs.f32 %f4, %f1;
; CHECK: setp.gt.f32 %p1, %f4, 0f4B000000;
; CHECK: setp.lt.f32 %p2, %f4, 0f3F000000;
; CHECK: add.rn.f32 %f5, %f4, 0f3F000000;
; CHECK: cvt.rzi.f32.f32 %f6, %f5;
; CHECK: selp.f32 %f7, 0f00000000, %f6, %p2;
; CHECK: copysign.f32 %f8, %f1, %f7;
; CHECK: selp.f32 %f9, %f1, %f8, %p1;
; CHECK: setp.gt.f64 %p3, %fd3, 0d4330000000000000;
; CHECK: cvt.rni.f32.f32
; CHECK: min.NaN.f32
; CHECK: setp.nan.f64
; CHECK: max.f64
; CHECK: selp.f64 %fd10, 0d7FF8000000000000, %fd9, %p5;
; CHECK: setp.eq.f64
; CHECK: setp.eq.s64
; CHECK: setp.nan.f32 %p9, %f1, %f1;
; CHECK: selp.f32 %f12, 0f7FFFFFFF, %f1, %p9;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, float %a, float %b, double %x, double %y) {
  %v1 = call float @llvm.copysign.f32(float %a, float %b)
  store volatile float %v1, ptr addrspace(1) %p
  %v3 = call float @llvm.round.f32(float %a)
  store volatile float %v3, ptr addrspace(1) %p
  %v4 = call double @llvm.round.f64(double %x)
  store volatile double %v4, ptr addrspace(1) %p
  %v5 = call float @llvm.roundeven.f32(float %a)
  store volatile float %v5, ptr addrspace(1) %p
  %v6 = call float @llvm.minimum.f32(float %a, float %b)
  store volatile float %v6, ptr addrspace(1) %p
  %v7 = call double @llvm.maximum.f64(double %x, double %y)
  store volatile double %v7, ptr addrspace(1) %p
  %v8 = call float @llvm.canonicalize.f32(float %a)
  store volatile float %v8, ptr addrspace(1) %p
  ret void
}
declare float @llvm.copysign.f32(float, float)
declare float @llvm.round.f32(float)
declare double @llvm.round.f64(double)
declare float @llvm.roundeven.f32(float)
declare float @llvm.minimum.f32(float, float)
declare double @llvm.maximum.f64(double, double)
declare float @llvm.canonicalize.f32(float)
