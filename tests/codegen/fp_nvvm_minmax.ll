; llvm.nvvm.fmin/fmax and their variants, fabs and saturate.  .NaN needs
; sm_80 (PTX 7.0), .xorsign.abs sm_86 (PTX 7.2): .version covers both
; (sm_86 alone would be PTX 7.1).
; SM: 86
; CHECK: .version 7.2
; CHECK: abs.f32
; CHECK: abs.ftz.f32
; CHECK: abs.f64
; CHECK: min.f32
; CHECK: max.ftz.f32
; CHECK: min.f64
; CHECK: max.NaN.f32
; CHECK: min.ftz.NaN.f32
; CHECK: min.xorsign.abs.f32
; CHECK: max.ftz.NaN.xorsign.abs.f32
; CHECK: cvt.sat.f32.f32
; CHECK: cvt.ftz.sat.f32.f32
; CHECK: cvt.sat.f64.f64
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q, float %a, float %b, double %x, double %y) {
  %1 = call float @llvm.nvvm.fabs.f(float %a)
  store volatile float %1, ptr addrspace(1) %p
  %2 = call float @llvm.nvvm.fabs.ftz.f(float %a)
  store volatile float %2, ptr addrspace(1) %p
  %3 = call double @llvm.nvvm.fabs.d(double %x)
  store volatile double %3, ptr addrspace(1) %q
  %4 = call float @llvm.nvvm.fmin.f(float %a, float %b)
  store volatile float %4, ptr addrspace(1) %p
  %5 = call float @llvm.nvvm.fmax.ftz.f(float %a, float %b)
  store volatile float %5, ptr addrspace(1) %p
  %6 = call double @llvm.nvvm.fmin.d(double %x, double %y)
  store volatile double %6, ptr addrspace(1) %q
  %7 = call float @llvm.nvvm.fmax.nan.f(float %a, float %b)
  store volatile float %7, ptr addrspace(1) %p
  %8 = call float @llvm.nvvm.fmin.ftz.nan.f(float %a, float %b)
  store volatile float %8, ptr addrspace(1) %p
  %9 = call float @llvm.nvvm.fmin.xorsign.abs.f(float %a, float %b)
  store volatile float %9, ptr addrspace(1) %p
  %10 = call float @llvm.nvvm.fmax.ftz.nan.xorsign.abs.f(float %a, float %b)
  store volatile float %10, ptr addrspace(1) %p
  %11 = call float @llvm.nvvm.saturate.f(float %a)
  store volatile float %11, ptr addrspace(1) %p
  %12 = call float @llvm.nvvm.saturate.ftz.f(float %a)
  store volatile float %12, ptr addrspace(1) %p
  %13 = call double @llvm.nvvm.saturate.d(double %x)
  store volatile double %13, ptr addrspace(1) %q
  ret void
}
declare float @llvm.nvvm.fabs.f(float) #0
declare float @llvm.nvvm.fabs.ftz.f(float) #0
declare double @llvm.nvvm.fabs.d(double) #0
declare float @llvm.nvvm.fmin.f(float, float) #0
declare float @llvm.nvvm.fmax.ftz.f(float, float) #0
declare double @llvm.nvvm.fmin.d(double, double) #0
declare float @llvm.nvvm.fmax.nan.f(float, float) #0
declare float @llvm.nvvm.fmin.ftz.nan.f(float, float) #0
declare float @llvm.nvvm.fmin.xorsign.abs.f(float, float) #0
declare float @llvm.nvvm.fmax.ftz.nan.xorsign.abs.f(float, float) #0
declare float @llvm.nvvm.saturate.f(float) #0
declare float @llvm.nvvm.saturate.ftz.f(float) #0
declare double @llvm.nvvm.saturate.d(double) #0
attributes #0 = { nounwind memory(none) }
