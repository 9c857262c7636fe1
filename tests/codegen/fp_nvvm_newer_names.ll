; Spellings of later LLVM versions (div.full, the .sat forms of add and
; fma, ex2.approx overloaded as .f32): code generation knows them; the
; verifier's list of NVVM names (LLVM 19's) does not, hence --no-verify.
; SM: 90a
; ARGS: --no-verify
; CHECK: div.full.f32
; CHECK: div.full.ftz.f32
; CHECK: add.rn.sat.f32
; CHECK: add.rz.ftz.sat.f32
; CHECK: fma.rm.ftz.sat.f32
; CHECK: ex2.approx.ftz.f32
; CHECK: abs.f64
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, float %a, float %b, double %d) {
  %1 = call float @llvm.nvvm.div.full(float %a, float %b)
  store volatile float %1, ptr addrspace(1) %p
  %2 = call float @llvm.nvvm.div.full.ftz(float %a, float %b)
  store volatile float %2, ptr addrspace(1) %p
  %3 = call float @llvm.nvvm.add.rn.sat.f(float %a, float %b)
  store volatile float %3, ptr addrspace(1) %p
  %4 = call float @llvm.nvvm.add.rz.ftz.sat.f(float %a, float %b)
  store volatile float %4, ptr addrspace(1) %p
  %5 = call float @llvm.nvvm.fma.rm.ftz.sat.f(float %a, float %b, float %a)
  store volatile float %5, ptr addrspace(1) %p
  %6 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %a)
  store volatile float %6, ptr addrspace(1) %p
  %7 = call double @llvm.nvvm.fabs.f64(double %d)
  store volatile double %7, ptr addrspace(1) %p
  ret void
}
declare float @llvm.nvvm.div.full(float, float) #0
declare float @llvm.nvvm.div.full.ftz(float, float) #0
declare float @llvm.nvvm.add.rn.sat.f(float, float) #0
declare float @llvm.nvvm.add.rz.ftz.sat.f(float, float) #0
declare float @llvm.nvvm.fma.rm.ftz.sat.f(float, float, float) #0
declare float @llvm.nvvm.ex2.approx.ftz.f32(float) #0
declare double @llvm.nvvm.fabs.f64(double) #0
attributes #0 = { nounwind memory(none) }
