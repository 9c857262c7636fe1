; fmul + fadd with the `contract` flag on both fuse into one fma.rn.f32;
; without it they stay two correctly rounded operations (.rn keeps ptxas
; from fusing them behind our back).
; SM: 90a
; CHECK: .visible .entry fused(
; CHECK: ld.param.u64 %rd1, [fused_param_0];
; CHECK: ld.param.f32 %f1, [fused_param_1];
; CHECK: ld.param.f32 %f2, [fused_param_2];
; CHECK: ld.param.f32 %f3, [fused_param_3];
; CHECK: fma.rn.f32 %f4, %f1, %f2, %f3;
; CHECK: st.global.f32 [%rd1], %f4;
; CHECK: .visible .entry unfused(
; CHECK: ld.param.u64 %rd1, [unfused_param_0];
; CHECK: ld.param.f32 %f1, [unfused_param_1];
; CHECK: ld.param.f32 %f2, [unfused_param_2];
; CHECK: ld.param.f32 %f3, [unfused_param_3];
; CHECK: mul.rn.f32 %f4, %f1, %f2;
; CHECK: add.rn.f32 %f5, %f4, %f3;
; CHECK: st.global.f32 [%rd1], %f5;
; CHECK: .visible .entry fused64(
; CHECK: ld.param.u64 %rd1, [fused64_param_0];
; CHECK: ld.param.f64 %fd1, [fused64_param_1];
; CHECK: ld.param.f64 %fd2, [fused64_param_2];
; CHECK: ld.param.f64 %fd3, [fused64_param_3];
; CHECK: fma.rn.f64 %fd4, %fd1, %fd2, %fd3;
; CHECK: st.global.f64 [%rd1], %fd4;
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
