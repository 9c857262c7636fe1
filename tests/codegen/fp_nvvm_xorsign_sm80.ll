; min.xorsign.abs needs sm_86: on sm_80 a located error names the
; intrinsic and the first target that has it.
; SM: 80
; EXPECT-ERROR: 'min.xorsign.abs.f32' requires sm_86 or newer (target is sm_80)
; EXPECT-LINE: 10
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, float %a, float %b) {
  %1 = call float @llvm.nvvm.fmin.xorsign.abs.f(float %a, float %b)
  store float %1, ptr addrspace(1) %p
  ret void
}
declare float @llvm.nvvm.fmin.xorsign.abs.f(float, float) #0
attributes #0 = { nounwind memory(none) }
