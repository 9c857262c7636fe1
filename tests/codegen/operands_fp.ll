; Floating-point rules with their operands in order and their rounding
; modifiers: every operand its own parameter, so that a swapped operand, a
; dropped .rn or .ftz, or a wrong rounding mode changes a checked line.
; SM: 90a
; CHECK: .visible .entry f32_ops(
; CHECK: ld.param.u64 %rd1, [f32_ops_param_0];
; CHECK: ld.param.f32 %f1, [f32_ops_param_1];
; CHECK: ld.param.f32 %f2, [f32_ops_param_2];
; CHECK: ld.param.f32 %f3, [f32_ops_param_3];
; CHECK: sub.rn.f32 %f4, %f1, %f2;
; CHECK: st.volatile.global.f32 [%rd1], %f4;
; CHECK: div.rn.f32 %f5, %f1, %f2;
; CHECK: st.volatile.global.f32 [%rd1], %f5;
; CHECK: add.rn.f32 %f6, %f1, %f2;
; CHECK: st.volatile.global.f32 [%rd1], %f6;
; CHECK: mul.rn.f32 %f7, %f1, %f2;
; CHECK: st.volatile.global.f32 [%rd1], %f7;
; CHECK: fma.rn.f32 %f8, %f1, %f2, %f3;
; CHECK: st.volatile.global.f32 [%rd1], %f8;
; CHECK: min.f32 %f9, %f1, %f2;
; CHECK: st.volatile.global.f32 [%rd1], %f9;
; CHECK: neg.f32 %f10, %f1;
; CHECK: st.volatile.global.f32 [%rd1], %f10;
; CHECK: sqrt.rn.f32 %f11, %f1;
; CHECK: st.volatile.global.f32 [%rd1], %f11;
; CHECK: cvt.rmi.f32.f32 %f12, %f1;
; CHECK: st.volatile.global.f32 [%rd1], %f12;
; CHECK: fma.rn.ftz.f32 %f13, %f1, %f2, %f3;
; CHECK: st.volatile.global.f32 [%rd1], %f13;
; CHECK: div.rn.f32 %f14, %f1, %f2;
; CHECK: st.volatile.global.f32 [%rd1], %f14;
; CHECK: add.rn.ftz.f32 %f15, %f1, %f2;
; CHECK: st.volatile.global.f32 [%rd1], %f15;
; CHECK: .visible .entry conversions(
; CHECK: ld.param.u64 %rd1, [conversions_param_0];
; CHECK: ld.param.u64 %rd2, [conversions_param_1];
; CHECK: ld.param.f64 %fd1, [conversions_param_2];
; CHECK: ld.param.f32 %f1, [conversions_param_3];
; CHECK: ld.param.u32 %r1, [conversions_param_4];
; CHECK: cvt.rn.f32.f64 %f2, %fd1;
; CHECK: st.volatile.global.f32 [%rd1], %f2;
; CHECK: cvt.rn.f32.s32 %f3, %r1;
; CHECK: st.volatile.global.f32 [%rd1], %f3;
; CHECK: cvt.rzi.s32.f32 %r2, %f1;
; CHECK: st.volatile.global.u32 [%rd2], %r2;
; CHECK: .visible .entry f64_ops(
; CHECK: ld.param.u64 %rd1, [f64_ops_param_0];
; CHECK: ld.param.f64 %fd1, [f64_ops_param_1];
; CHECK: ld.param.f64 %fd2, [f64_ops_param_2];
; CHECK: sub.rn.f64 %fd3, %fd1, %fd2;
; CHECK: st.volatile.global.f64 [%rd1], %fd3;
; CHECK: div.rn.f64 %fd4, %fd1, %fd2;
; CHECK: st.volatile.global.f64 [%rd1], %fd4;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @f32_ops(ptr addrspace(1) %p, float %a, float %b, float %c) {
  %s0 = fsub float %a, %b
  store volatile float %s0, ptr addrspace(1) %p, align 4
  %s1 = fdiv float %a, %b
  store volatile float %s1, ptr addrspace(1) %p, align 4
  %s2 = fadd float %a, %b
  store volatile float %s2, ptr addrspace(1) %p, align 4
  %s3 = fmul float %a, %b
  store volatile float %s3, ptr addrspace(1) %p, align 4
  %s4 = call float @llvm.fma.f32(float %a, float %b, float %c)
  store volatile float %s4, ptr addrspace(1) %p, align 4
  %s5 = call float @llvm.minnum.f32(float %a, float %b)
  store volatile float %s5, ptr addrspace(1) %p, align 4
  %s6 = fneg float %a
  store volatile float %s6, ptr addrspace(1) %p, align 4
  %s7 = call float @llvm.sqrt.f32(float %a)
  store volatile float %s7, ptr addrspace(1) %p, align 4
  %s8 = call float @llvm.floor.f32(float %a)
  store volatile float %s8, ptr addrspace(1) %p, align 4
  %s9 = call float @llvm.nvvm.fma.rn.ftz.f(float %a, float %b, float %c)
  store volatile float %s9, ptr addrspace(1) %p, align 4
  %s10 = call float @llvm.nvvm.div.rn.f(float %a, float %b)
  store volatile float %s10, ptr addrspace(1) %p, align 4
  %s11 = call float @llvm.nvvm.add.rn.ftz.f(float %a, float %b)
  store volatile float %s11, ptr addrspace(1) %p, align 4
  ret void
}

define ptx_kernel void @conversions(ptr addrspace(1) %p, ptr addrspace(1) %q, double %d, float %f, i32 %i) {
  %t = fptrunc double %d to float
  store volatile float %t, ptr addrspace(1) %p, align 4
  %s = sitofp i32 %i to float
  store volatile float %s, ptr addrspace(1) %p, align 4
  %n = fptosi float %f to i32
  store volatile i32 %n, ptr addrspace(1) %q, align 4
  ret void
}

define ptx_kernel void @f64_ops(ptr addrspace(1) %p, double %a, double %b) {
  %s0 = fsub double %a, %b
  store volatile double %s0, ptr addrspace(1) %p, align 8
  %s1 = fdiv double %a, %b
  store volatile double %s1, ptr addrspace(1) %p, align 8
  ret void
}

declare float @llvm.fma.f32(float, float, float)
declare float @llvm.minnum.f32(float, float)
declare float @llvm.sqrt.f32(float)
declare float @llvm.floor.f32(float)
declare float @llvm.nvvm.fma.rn.ftz.f(float, float, float)
declare float @llvm.nvvm.div.rn.f(float, float)
declare float @llvm.nvvm.add.rn.ftz.f(float, float)
