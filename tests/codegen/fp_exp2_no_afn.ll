; llvm.exp2.f32 without afn: PTX's ex2 is only approximate, so a located error says how to get either result.
; SM: 80
; EXPECT-ERROR: unsupported: 'llvm.exp2.f32' without the 'afn' flag: PTX has only an approximate exp2 (add 'afn', or call libdevice's __nv_exp2f)
; EXPECT-LINE: 9
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, float %a, double %d) {
  %r = call float @llvm.exp2.f32(float %a)
  store volatile float %r, ptr addrspace(1) %p
  ret void
}
declare float @llvm.exp2.f32(float)
