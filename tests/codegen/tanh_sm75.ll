; On sm_75 tanh.approx.f32 is there, but needs PTX ISA 7.0 while sm_75
; itself needs only 6.3: the rule's "ptx 70" raises .version.
; SM: 75
; CHECK: .version 7.0
; CHECK: .target sm_75
; CHECK: tanh.approx.f32 %f2, %f1;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare float @llvm.nvvm.tanh.approx.f32(float)

define ptx_kernel void @k(ptr addrspace(1) %p, float %x) {
  %t = call float @llvm.nvvm.tanh.approx.f32(float %x)
  store float %t, ptr addrspace(1) %p
  ret void
}
