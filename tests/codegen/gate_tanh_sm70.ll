; tanh.approx.f32 came with sm_75: on sm_70 the rule that covers
; llvm.nvvm.tanh.approx.f32 is gated off (feat TANH), and the error says
; so, naming the instruction and the first target that has it -- not
; "no instruction pattern covers".
; SM: 70
; EXPECT-ERROR: 'tanh.approx.f32' requires sm_75 or newer (target is sm_70)
; EXPECT-LINE: 14
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare float @llvm.nvvm.tanh.approx.f32(float)

define ptx_kernel void @k(ptr addrspace(1) %p, float %x) {
  %t = call float @llvm.nvvm.tanh.approx.f32(float %x)
  store float %t, ptr addrspace(1) %p
  ret void
}
