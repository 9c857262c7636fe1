; llvm.minimum/maximum on sm_80: min.NaN / max.NaN (PTX 7.0 = sm_80's own
; minimum), an immediate operand folded.
; SM: 80
; CHECK: .version 7.0
; CHECK: min.NaN.f32 %f3, %f1, %f2;
; CHECK: max.NaN.f32 %f4, %f3, 0f3F800000;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare float @llvm.minimum.f32(float, float)
declare float @llvm.maximum.f32(float, float)

define ptx_kernel void @k(ptr addrspace(1) %p, float %x, float %y) {
  %m = call float @llvm.minimum.f32(float %x, float %y)
  %n = call float @llvm.maximum.f32(float 1.0, float %m)
  store float %n, ptr addrspace(1) %p
  ret void
}
