; A --ptx-version at or above what is needed is written as asked.
; SM: 75
; ARGS: --ptx-version 7.8
; CHECK: .version 7.8
; CHECK: tanh.approx.f32
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare float @llvm.nvvm.tanh.approx.f32(float)

define ptx_kernel void @k(ptr addrspace(1) %p, float %x) {
  %t = call float @llvm.nvvm.tanh.approx.f32(float %x)
  store float %t, ptr addrspace(1) %p
  ret void
}
