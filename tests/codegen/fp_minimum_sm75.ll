; llvm.minimum.f32 before sm_80 (no min.NaN): the expansion -- NaN if
; either operand is NaN, else min, with -0 preferred over +0.
; SM: 75
; CHECK: setp.nan.f32 %p1, %f1, %f2;
; CHECK: min.f32 %f3, %f1, %f2;
; CHECK: selp.f32 %f4, 0f7FC00000, %f3, %p1;
; CHECK: setp.eq.f32 %p2, %f4, 0f00000000;
; CHECK: setp.eq.s32 %p3, %r1, -2147483648;
; CHECK: selp.f32 %f7, %f6, %f4, %p2;
; CHECK-NOT: min.NaN
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, float %a, float %b) {
  %m = call float @llvm.minimum.f32(float %a, float %b)
  store float %m, ptr addrspace(1) %p
  ret void
}
declare float @llvm.minimum.f32(float, float)
