; llvm.nvvm.ex2.approx.d: PTX has no f64 ex2 (llc-19 prints ex2.approx.f64, which ptxas rejects).
; SM: 90a
; EXPECT-ERROR: unsupported: intrinsic '@llvm.nvvm.ex2.approx.d'
; EXPECT-LINE: 9
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, float %a, double %d) {
  %r = call double @llvm.nvvm.ex2.approx.d(double %d)
  store volatile double %r, ptr addrspace(1) %p
  ret void
}
declare double @llvm.nvvm.ex2.approx.d(double) nounwind memory(none)
