; llvm.minimum (NaN-propagating) is min.NaN.f32, sm_80: a gating error on
; sm_75, located at the call.
; SM: 75
; EXPECT-ERROR: 'min.NaN.f32' requires sm_80 or newer (target is sm_75)
; EXPECT-LINE: 12
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare float @llvm.minimum.f32(float, float)

define ptx_kernel void @k(ptr addrspace(1) %p, float %x, float %y) {
  %m = call float @llvm.minimum.f32(float %x, float %y)
  store float %m, ptr addrspace(1) %p
  ret void
}
