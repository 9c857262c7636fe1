; The fused fmul must carry `contract` itself: the other operand of the
; fadd may be a contract fmul that is computed apart (used twice), whose
; flag says nothing about the fmul that would be folded.
; SM: 90a
; CHECK-NOT: fma.rn
; CHECK: .visible .entry shared_add(
; CHECK: ld.param.u64 %rd1, [shared_add_param_0];
; CHECK: ld.param.f32 %f1, [shared_add_param_1];
; CHECK: ld.param.f32 %f2, [shared_add_param_2];
; CHECK: ld.param.f32 %f3, [shared_add_param_3];
; CHECK: ld.param.f32 %f4, [shared_add_param_4];
; CHECK: mul.rn.f32 %f5, %f1, %f2;
; CHECK: mul.rn.f32 %f6, %f3, %f4;
; CHECK: add.rn.f32 %f7, %f5, %f6;
; CHECK: st.global.f32 [%rd1], %f7;
; CHECK: st.global.f32 [%rd1+4], %f5;
; CHECK: .visible .entry shared_sub(
; CHECK: ld.param.u64 %rd1, [shared_sub_param_0];
; CHECK: ld.param.f32 %f1, [shared_sub_param_1];
; CHECK: ld.param.f32 %f2, [shared_sub_param_2];
; CHECK: ld.param.f32 %f3, [shared_sub_param_3];
; CHECK: ld.param.f32 %f4, [shared_sub_param_4];
; CHECK: mul.rn.f32 %f5, %f1, %f2;
; CHECK: mul.rn.f32 %f6, %f3, %f4;
; CHECK: sub.rn.f32 %f7, %f5, %f6;
; CHECK: st.global.f32 [%rd1], %f7;
; CHECK: st.global.f32 [%rd1+4], %f5;
; CHECK: .visible .entry shared_add64(
; CHECK: ld.param.u64 %rd1, [shared_add64_param_0];
; CHECK: ld.param.f64 %fd1, [shared_add64_param_1];
; CHECK: ld.param.f64 %fd2, [shared_add64_param_2];
; CHECK: ld.param.f64 %fd3, [shared_add64_param_3];
; CHECK: ld.param.f64 %fd4, [shared_add64_param_4];
; CHECK: mul.rn.f64 %fd5, %fd1, %fd2;
; CHECK: mul.rn.f64 %fd6, %fd3, %fd4;
; CHECK: add.rn.f64 %fd7, %fd5, %fd6;
; CHECK: st.global.f64 [%rd1], %fd7;
; CHECK: st.global.f64 [%rd1+8], %fd5;
; CHECK: .visible .entry shared_half(
; CHECK: ld.param.u64 %rd1, [shared_half_param_0];
; CHECK: ld.param.b16 %rs1, [shared_half_param_1];
; CHECK: ld.param.b16 %rs2, [shared_half_param_2];
; CHECK: ld.param.b16 %rs3, [shared_half_param_3];
; CHECK: ld.param.b16 %rs4, [shared_half_param_4];
; CHECK: mul.rn.f16 %rs5, %rs1, %rs2;
; CHECK: mul.rn.f16 %rs6, %rs3, %rs4;
; CHECK: add.rn.f16 %rs7, %rs5, %rs6;
; CHECK: st.global.b16 [%rd1], %rs7;
; CHECK: st.global.b16 [%rd1+2], %rs5;
; CHECK: .visible .entry shared_bf16(
; CHECK: ld.param.u64 %rd1, [shared_bf16_param_0];
; CHECK: ld.param.b16 %rs1, [shared_bf16_param_1];
; CHECK: ld.param.b16 %rs2, [shared_bf16_param_2];
; CHECK: ld.param.b16 %rs3, [shared_bf16_param_3];
; CHECK: ld.param.b16 %rs4, [shared_bf16_param_4];
; CHECK: mul.rn.bf16 %rs5, %rs1, %rs2;
; CHECK: mul.rn.bf16 %rs6, %rs3, %rs4;
; CHECK: sub.rn.bf16 %rs7, %rs5, %rs6;
; CHECK: st.global.b16 [%rd1], %rs7;
; CHECK: st.global.b16 [%rd1+2], %rs5;
; CHECK: .visible .entry add_only(
; CHECK: ld.param.u64 %rd1, [add_only_param_0];
; CHECK: ld.param.f32 %f1, [add_only_param_1];
; CHECK: ld.param.f32 %f2, [add_only_param_2];
; CHECK: ld.param.f32 %f3, [add_only_param_3];
; CHECK: mul.rn.f32 %f4, %f1, %f2;
; CHECK: add.rn.f32 %f5, %f3, %f4;
; CHECK: st.global.f32 [%rd1], %f5;
; CHECK: .visible .entry mul_only(
; CHECK: ld.param.u64 %rd1, [mul_only_param_0];
; CHECK: ld.param.f32 %f1, [mul_only_param_1];
; CHECK: ld.param.f32 %f2, [mul_only_param_2];
; CHECK: ld.param.f32 %f3, [mul_only_param_3];
; CHECK: mul.rn.f32 %f4, %f1, %f2;
; CHECK: sub.rn.f32 %f5, %f4, %f3;
; CHECK: st.global.f32 [%rd1], %f5;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; %m1 (contract) is used twice, so it is a register; %m2 has no contract:
; fusing %m2 into the fadd would be fma(c, d, m1) -- illegal.
define ptx_kernel void @shared_add(ptr addrspace(1) %p, float %a, float %b, float %c, float %d) {
  %m1 = fmul contract float %a, %b
  %m2 = fmul float %c, %d
  %s = fadd contract float %m1, %m2
  store float %s, ptr addrspace(1) %p, align 4
  %q = getelementptr float, ptr addrspace(1) %p, i64 1
  store float %m1, ptr addrspace(1) %q, align 4
  ret void
}

define ptx_kernel void @shared_sub(ptr addrspace(1) %p, float %a, float %b, float %c, float %d) {
  %m1 = fmul contract float %a, %b
  %m2 = fmul float %c, %d
  %s = fsub contract float %m1, %m2
  store float %s, ptr addrspace(1) %p, align 4
  %q = getelementptr float, ptr addrspace(1) %p, i64 1
  store float %m1, ptr addrspace(1) %q, align 4
  ret void
}

define ptx_kernel void @shared_add64(ptr addrspace(1) %p, double %a, double %b, double %c, double %d) {
  %m1 = fmul contract double %a, %b
  %m2 = fmul double %c, %d
  %s = fadd contract double %m1, %m2
  store double %s, ptr addrspace(1) %p, align 8
  %q = getelementptr double, ptr addrspace(1) %p, i64 1
  store double %m1, ptr addrspace(1) %q, align 8
  ret void
}

define ptx_kernel void @shared_half(ptr addrspace(1) %p, half %a, half %b, half %c, half %d) {
  %m1 = fmul contract half %a, %b
  %m2 = fmul half %c, %d
  %s = fadd contract half %m1, %m2
  store half %s, ptr addrspace(1) %p, align 2
  %q = getelementptr half, ptr addrspace(1) %p, i64 1
  store half %m1, ptr addrspace(1) %q, align 2
  ret void
}

define ptx_kernel void @shared_bf16(ptr addrspace(1) %p, bfloat %a, bfloat %b, bfloat %c, bfloat %d) {
  %m1 = fmul contract bfloat %a, %b
  %m2 = fmul bfloat %c, %d
  %s = fsub contract bfloat %m1, %m2
  store bfloat %s, ptr addrspace(1) %p, align 2
  %q = getelementptr bfloat, ptr addrspace(1) %p, i64 1
  store bfloat %m1, ptr addrspace(1) %q, align 2
  ret void
}

; Only the fadd has contract / only the fmul has it: no fusion either way.
define ptx_kernel void @add_only(ptr addrspace(1) %p, float %a, float %b, float %c) {
  %m = fmul float %a, %b
  %s = fadd contract float %c, %m
  store float %s, ptr addrspace(1) %p, align 4
  ret void
}

define ptx_kernel void @mul_only(ptr addrspace(1) %p, float %a, float %b, float %c) {
  %m = fmul contract float %a, %b
  %s = fsub float %m, %c
  store float %s, ptr addrspace(1) %p, align 4
  ret void
}
