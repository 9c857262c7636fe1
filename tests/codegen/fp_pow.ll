; llvm.pow: PTX has no pow; ex2(y * lg2(x)) would be wrong for x < 0 even under afn.
; SM: 90a
; EXPECT-ERROR: unsupported: intrinsic '@llvm.pow.f32': PTX has no pow (call libdevice's __nv_pow or __nv_powf)
; EXPECT-LINE: 9
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, float %a, double %d) {
  %r = call afn float @llvm.pow.f32(float %a, float 2.0)
  store volatile float %r, ptr addrspace(1) %p
  ret void
}
declare float @llvm.pow.f32(float, float)
