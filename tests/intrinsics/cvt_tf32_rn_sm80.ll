; f2tf32.rn needs sm_90: a located gating error on sm_80.
; SM: 80
; EXPECT-ERROR: 'cvt.rn.tf32.f32' requires sm_90 or newer (target is sm_80)
; EXPECT-LINE: 9
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.f2tf32.rn(float)
define ptx_kernel void @k(float %x, ptr addrspace(1) %p) {
  %t = call i32 @llvm.nvvm.f2tf32.rn(float %x) ; here
  store i32 %t, ptr addrspace(1) %p
  ret void
}
