; llvm.log on double: no PTX instruction at any precision; libdevice has it.
; SM: 80
; EXPECT-ERROR: unsupported: 'llvm.log' on double: PTX has no double-precision log (call libdevice's __nv_log)
; EXPECT-LINE: 9
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, float %a, double %d) {
  %r = call afn double @llvm.log.f64(double %d)
  store volatile double %r, ptr addrspace(1) %p
  ret void
}
declare double @llvm.log.f64(double)
