; fmax.nan needs min/max.NaN (sm_80): on sm_75 the verifier already says
; so (with --no-verify, code generation would: '@llvm.nvvm.fmax.nan.f'
; needs sm_80 or newer).
; SM: 75
; EXPECT-ERROR: llvm.nvvm.fmax.nan.f is not supported on pre-Ampere Architectures
; EXPECT-LINE: 11
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, float %a, float %b) {
  %1 = call float @llvm.nvvm.fmax.nan.f(float %a, float %b)
  store float %1, ptr addrspace(1) %p
  ret void
}
declare float @llvm.nvvm.fmax.nan.f(float, float) #0
attributes #0 = { nounwind memory(none) }
