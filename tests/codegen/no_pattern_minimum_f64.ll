; PTX has no min.NaN.f64: on any target llvm.minimum.f64 is a genuinely
; uncovered node, and keeps the "no instruction pattern" message (a gated
; rule exists only for f32, so this is not a gating error).
; SM: 90a
; EXPECT-ERROR: unsupported: no instruction pattern covers 'call' on f64
; EXPECT-LINE: 13
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare double @llvm.minimum.f64(double, double)

define ptx_kernel void @k(ptr addrspace(1) %p, double %x, double %y) {
  %m = call double @llvm.minimum.f64(double %x, double %y)
  store double %m, ptr addrspace(1) %p
  ret void
}
