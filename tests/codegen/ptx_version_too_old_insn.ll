; --ptx-version below what an instruction needs is an error naming the
; instruction and where it comes from, not PTX that ptxas rejects.
; SM: 75
; ARGS: --ptx-version 6.5
; EXPECT-ERROR: 'tanh.approx.f32' requires PTX ISA 7.0 (--ptx-version 6.5 was given)
; EXPECT-LINE: 13
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare float @llvm.nvvm.tanh.approx.f32(float)

define ptx_kernel void @k(ptr addrspace(1) %p, float %x) {
  %t = call float @llvm.nvvm.tanh.approx.f32(float %x)
  store float %t, ptr addrspace(1) %p
  ret void
}
