; cvt.rs is arch-specific: the family target sm_100f gets a located gating error.
; SM: 100f
; EXPECT-ERROR: requires sm_100a or sm_103a (target is sm_100f)
; EXPECT-LINE: 9
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare <2 x half> @llvm.nvvm.ff2f16x2.rs(float, float, i32)
define ptx_kernel void @k(float %a, float %b, i32 %rbits, ptr addrspace(1) %p) {
  %h = call <2 x half> @llvm.nvvm.ff2f16x2.rs(float %a, float %b, i32 %rbits) ; here
  store <2 x half> %h, ptr addrspace(1) %p
  ret void
}
