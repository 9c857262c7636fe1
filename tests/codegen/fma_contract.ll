; fmul + fadd with the `contract` flag on both fuse into one fma.rn.f32;
; without it they stay two correctly rounded operations (.rn keeps ptxas
; from fusing them behind our back).
; SM: 90a
; CHECK: .entry fused(
; CHECK: fma.rn.f32
; CHECK: .entry unfused(
; CHECK: mul.rn.f32
; CHECK: add.rn.f32
; CHECK: .entry fused64(
; CHECK: fma.rn.f64
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @fused(ptr addrspace(1) %p, float %a, float %b, float %c) {
  %m = fmul contract float %a, %b
  %s = fadd contract float %m, %c
  store float %s, ptr addrspace(1) %p, align 4
  ret void
}

define ptx_kernel void @unfused(ptr addrspace(1) %p, float %a, float %b, float %c) {
  %m = fmul float %a, %b
  %s = fadd float %m, %c
  store float %s, ptr addrspace(1) %p, align 4
  ret void
}

define ptx_kernel void @fused64(ptr addrspace(1) %p, double %a, double %b, double %c) {
  %m = fmul contract double %a, %b
  %s = fadd contract double %c, %m
  store double %s, ptr addrspace(1) %p, align 8
  ret void
}
