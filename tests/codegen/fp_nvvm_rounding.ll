; llvm.nvvm.* arithmetic with explicit rounding modes and flush-to-zero:
; each is exactly one PTX instruction, with its modifiers in PTX's order
; (rounding, then .ftz, then .sat), on the oldest target ptxas 13 takes.
; SM: 75
; CHECK: add.rz.f32
; CHECK: add.rm.ftz.f32
; CHECK: add.rp.f64
; CHECK: add.rn.ftz.f32
; CHECK: mul.rn.ftz.f32
; CHECK: mul.rz.f64
; CHECK: fma.rp.ftz.f32
; CHECK: fma.rz.f32
; CHECK: fma.rm.f64
; CHECK: div.rn.ftz.f32
; CHECK: div.rp.f64
; CHECK: rcp.rz.ftz.f32
; CHECK: rcp.rm.f64
; CHECK: sqrt.rn.f32
; CHECK: sqrt.rp.ftz.f32
; CHECK: sqrt.rz.f64
; CHECK: fma.rn.f64 %fd9, %fd1, 0d4000000000000000, 0d3FE0000000000000;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q, float %a, float %b, double %x, double %y) {
  %1 = call float @llvm.nvvm.add.rz.f(float %a, float %b)
  store volatile float %1, ptr addrspace(1) %p
  %2 = call float @llvm.nvvm.add.rm.ftz.f(float %a, float %b)
  store volatile float %2, ptr addrspace(1) %p
  %3 = call double @llvm.nvvm.add.rp.d(double %x, double %y)
  store volatile double %3, ptr addrspace(1) %q
  %4 = call float @llvm.nvvm.add.rn.ftz.f(float %a, float %b)
  store volatile float %4, ptr addrspace(1) %p
  %5 = call float @llvm.nvvm.mul.rn.ftz.f(float %a, float %b)
  store volatile float %5, ptr addrspace(1) %p
  %6 = call double @llvm.nvvm.mul.rz.d(double %x, double %y)
  store volatile double %6, ptr addrspace(1) %q
  %7 = call float @llvm.nvvm.fma.rp.ftz.f(float %a, float %b, float %a)
  store volatile float %7, ptr addrspace(1) %p
  %8 = call float @llvm.nvvm.fma.rz.f(float %a, float %b, float 1.0)
  store volatile float %8, ptr addrspace(1) %p
  %9 = call double @llvm.nvvm.fma.rm.d(double %x, double %y, double %x)
  store volatile double %9, ptr addrspace(1) %q
  %10 = call float @llvm.nvvm.div.rn.ftz.f(float %a, float %b)
  store volatile float %10, ptr addrspace(1) %p
  %11 = call double @llvm.nvvm.div.rp.d(double %x, double %y)
  store volatile double %11, ptr addrspace(1) %q
  %12 = call float @llvm.nvvm.rcp.rz.ftz.f(float %a)
  store volatile float %12, ptr addrspace(1) %p
  %13 = call double @llvm.nvvm.rcp.rm.d(double %x)
  store volatile double %13, ptr addrspace(1) %q
  %14 = call float @llvm.nvvm.sqrt.f(float %a)
  store volatile float %14, ptr addrspace(1) %p
  %15 = call float @llvm.nvvm.sqrt.rp.ftz.f(float %a)
  store volatile float %15, ptr addrspace(1) %p
  %16 = call double @llvm.nvvm.sqrt.rz.d(double %x)
  store volatile double %16, ptr addrspace(1) %q
  ; a constant operand is an immediate
  %17 = call double @llvm.nvvm.fma.rn.d(double %x, double 2.0, double 0.5)
  store volatile double %17, ptr addrspace(1) %q
  ret void
}
declare float @llvm.nvvm.add.rz.f(float, float) #0
declare float @llvm.nvvm.add.rm.ftz.f(float, float) #0
declare double @llvm.nvvm.add.rp.d(double, double) #0
declare float @llvm.nvvm.add.rn.ftz.f(float, float) #0
declare float @llvm.nvvm.mul.rn.ftz.f(float, float) #0
declare double @llvm.nvvm.mul.rz.d(double, double) #0
declare float @llvm.nvvm.fma.rp.ftz.f(float, float, float) #0
declare float @llvm.nvvm.fma.rz.f(float, float, float) #0
declare double @llvm.nvvm.fma.rm.d(double, double, double) #0
declare float @llvm.nvvm.div.rn.ftz.f(float, float) #0
declare double @llvm.nvvm.div.rp.d(double, double) #0
declare float @llvm.nvvm.rcp.rz.ftz.f(float) #0
declare double @llvm.nvvm.rcp.rm.d(double) #0
declare float @llvm.nvvm.sqrt.f(float) #0
declare float @llvm.nvvm.sqrt.rp.ftz.f(float) #0
declare double @llvm.nvvm.sqrt.rz.d(double) #0
declare double @llvm.nvvm.fma.rn.d(double, double, double) #0
attributes #0 = { nounwind memory(none) }
