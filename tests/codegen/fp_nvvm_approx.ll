; The approximate llvm.nvvm.* math: the special-function unit (ex2, lg2,
; sin, cos, rsqrt, rcp), the approximate divisions and square roots, and
; tanh.approx (feature tanh: sm_75, PTX 7.0, so .version is at least 7.0).
; SM: 80
; CHECK: .version 7.0
; CHECK: ex2.approx.f32
; CHECK: ex2.approx.ftz.f32
; CHECK: lg2.approx.ftz.f32
; CHECK: sin.approx.f32
; CHECK: cos.approx.ftz.f32
; CHECK: rsqrt.approx.f32
; CHECK: rsqrt.approx.f64
; CHECK: rsqrt.approx.ftz.f64
; CHECK: rcp.approx.ftz.f32
; CHECK: rcp.approx.ftz.f64
; CHECK: sqrt.approx.ftz.f32
; CHECK: div.approx.f32
; CHECK: div.approx.ftz.f32
; CHECK: tanh.approx.f32
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q, float %a, float %b, double %x) {
  %1 = call float @llvm.nvvm.ex2.approx.f(float %a)
  store volatile float %1, ptr addrspace(1) %p
  %2 = call float @llvm.nvvm.ex2.approx.ftz.f(float %a)
  store volatile float %2, ptr addrspace(1) %p
  %3 = call float @llvm.nvvm.lg2.approx.ftz.f(float %a)
  store volatile float %3, ptr addrspace(1) %p
  %4 = call float @llvm.nvvm.sin.approx.f(float %a)
  store volatile float %4, ptr addrspace(1) %p
  %5 = call float @llvm.nvvm.cos.approx.ftz.f(float %a)
  store volatile float %5, ptr addrspace(1) %p
  %6 = call float @llvm.nvvm.rsqrt.approx.f(float %a)
  store volatile float %6, ptr addrspace(1) %p
  %7 = call double @llvm.nvvm.rsqrt.approx.d(double %x)
  store volatile double %7, ptr addrspace(1) %q
  %8 = call double @llvm.nvvm.rsqrt.approx.ftz.d(double %x)
  store volatile double %8, ptr addrspace(1) %q
  %9 = call float @llvm.nvvm.rcp.approx.ftz.f(float %a)
  store volatile float %9, ptr addrspace(1) %p
  %10 = call double @llvm.nvvm.rcp.approx.ftz.d(double %x)
  store volatile double %10, ptr addrspace(1) %q
  %11 = call float @llvm.nvvm.sqrt.approx.ftz.f(float %a)
  store volatile float %11, ptr addrspace(1) %p
  %12 = call float @llvm.nvvm.div.approx.f(float %a, float %b)
  store volatile float %12, ptr addrspace(1) %p
  %13 = call float @llvm.nvvm.div.approx.ftz.f(float %a, float %b)
  store volatile float %13, ptr addrspace(1) %p
  %14 = call float @llvm.nvvm.tanh.approx.f32(float %a)
  store volatile float %14, ptr addrspace(1) %p
  ret void
}
declare float @llvm.nvvm.ex2.approx.f(float) #0
declare float @llvm.nvvm.ex2.approx.ftz.f(float) #0
declare float @llvm.nvvm.lg2.approx.ftz.f(float) #0
declare float @llvm.nvvm.sin.approx.f(float) #0
declare float @llvm.nvvm.cos.approx.ftz.f(float) #0
declare float @llvm.nvvm.rsqrt.approx.f(float) #0
declare double @llvm.nvvm.rsqrt.approx.d(double) #0
declare double @llvm.nvvm.rsqrt.approx.ftz.d(double) #0
declare float @llvm.nvvm.rcp.approx.ftz.f(float) #0
declare double @llvm.nvvm.rcp.approx.ftz.d(double) #0
declare float @llvm.nvvm.sqrt.approx.ftz.f(float) #0
declare float @llvm.nvvm.div.approx.f(float, float) #0
declare float @llvm.nvvm.div.approx.ftz.f(float, float) #0
declare float @llvm.nvvm.tanh.approx.f32(float) #0
attributes #0 = { nounwind memory(none) }
