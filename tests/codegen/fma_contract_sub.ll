; fsub contracts as fadd does: a*b - c = fma(a, b, -c), c - a*b =
; fma(-a, b, c), the negation a neg.f32 (or .f64) before the fma as llc
; writes it.  And which fmul folds: with two fmuls, only one with
; `contract` (the operand the rule names), whichever side it is on.
; Both operands of the fma immediates too: x*C1 - C2 and C2 - x*C1
; (horner_*, found by the random kernels of check-diff, seed 4347: the
; f64 form stayed a mul and a sub where llc-19 fuses).
; SM: 90a
; CHECK: .visible .entry mul_sub(
; CHECK: ld.param.u64 %rd1, [mul_sub_param_0];
; CHECK: ld.param.f32 %f1, [mul_sub_param_1];
; CHECK: ld.param.f32 %f2, [mul_sub_param_2];
; CHECK: ld.param.f32 %f3, [mul_sub_param_3];
; CHECK: neg.f32 %f4, %f3;
; CHECK: fma.rn.f32 %f5, %f1, %f2, %f4;
; CHECK: st.global.f32 [%rd1], %f5;
; CHECK: .visible .entry sub_mul(
; CHECK: ld.param.u64 %rd1, [sub_mul_param_0];
; CHECK: ld.param.f32 %f1, [sub_mul_param_1];
; CHECK: ld.param.f32 %f2, [sub_mul_param_2];
; CHECK: ld.param.f32 %f3, [sub_mul_param_3];
; CHECK: neg.f32 %f4, %f1;
; CHECK: fma.rn.f32 %f5, %f4, %f2, %f3;
; CHECK: st.global.f32 [%rd1], %f5;
; CHECK: .visible .entry mul_sub_imm(
; CHECK: ld.param.u64 %rd1, [mul_sub_imm_param_0];
; CHECK: ld.param.f32 %f1, [mul_sub_imm_param_1];
; CHECK: ld.param.f32 %f2, [mul_sub_imm_param_2];
; CHECK: neg.f32 %f3, %f2;
; CHECK: fma.rn.f32 %f4, %f1, 0f40400000, %f3;
; CHECK: st.global.f32 [%rd1], %f4;
; CHECK: .visible .entry sub_mul_imm(
; CHECK: ld.param.u64 %rd1, [sub_mul_imm_param_0];
; CHECK: ld.param.f32 %f1, [sub_mul_imm_param_1];
; CHECK: ld.param.f32 %f2, [sub_mul_imm_param_2];
; CHECK: neg.f32 %f3, %f1;
; CHECK: fma.rn.f32 %f4, %f3, 0f40400000, %f2;
; CHECK: st.global.f32 [%rd1], %f4;
; CHECK: .visible .entry add_mul_imm(
; CHECK: ld.param.u64 %rd1, [add_mul_imm_param_0];
; CHECK: ld.param.f32 %f1, [add_mul_imm_param_1];
; CHECK: ld.param.f32 %f2, [add_mul_imm_param_2];
; CHECK: fma.rn.f32 %f3, %f1, 0f40400000, %f2;
; CHECK: st.global.f32 [%rd1], %f3;
; CHECK: .visible .entry mul_sub64(
; CHECK: ld.param.u64 %rd1, [mul_sub64_param_0];
; CHECK: ld.param.f64 %fd1, [mul_sub64_param_1];
; CHECK: ld.param.f64 %fd2, [mul_sub64_param_2];
; CHECK: ld.param.f64 %fd3, [mul_sub64_param_3];
; CHECK: neg.f64 %fd4, %fd3;
; CHECK: fma.rn.f64 %fd5, %fd1, %fd2, %fd4;
; CHECK: st.global.f64 [%rd1], %fd5;
; CHECK: .visible .entry sub_mul64(
; CHECK: ld.param.u64 %rd1, [sub_mul64_param_0];
; CHECK: ld.param.f64 %fd1, [sub_mul64_param_1];
; CHECK: ld.param.f64 %fd2, [sub_mul64_param_2];
; CHECK: ld.param.f64 %fd3, [sub_mul64_param_3];
; CHECK: neg.f64 %fd4, %fd1;
; CHECK: fma.rn.f64 %fd5, %fd4, %fd2, %fd3;
; CHECK: st.global.f64 [%rd1], %fd5;
; CHECK: .visible .entry mul_sub64_imm(
; CHECK: ld.param.u64 %rd1, [mul_sub64_imm_param_0];
; CHECK: ld.param.f64 %fd1, [mul_sub64_imm_param_1];
; CHECK: ld.param.f64 %fd2, [mul_sub64_imm_param_2];
; CHECK: neg.f64 %fd3, %fd2;
; CHECK: fma.rn.f64 %fd4, %fd1, 0d3FE0000000000000, %fd3;
; CHECK: st.global.f64 [%rd1], %fd4;
; CHECK: .visible .entry sub_mul64_imm(
; CHECK: ld.param.u64 %rd1, [sub_mul64_imm_param_0];
; CHECK: ld.param.f64 %fd1, [sub_mul64_imm_param_1];
; CHECK: ld.param.f64 %fd2, [sub_mul64_imm_param_2];
; CHECK: neg.f64 %fd3, %fd1;
; CHECK: fma.rn.f64 %fd4, %fd3, 0d3FE0000000000000, %fd2;
; CHECK: st.global.f64 [%rd1], %fd4;
; CHECK: .visible .entry left_contract(
; CHECK: ld.param.u64 %rd1, [left_contract_param_0];
; CHECK: ld.param.f32 %f1, [left_contract_param_1];
; CHECK: ld.param.f32 %f2, [left_contract_param_2];
; CHECK: ld.param.f32 %f3, [left_contract_param_3];
; CHECK: ld.param.f32 %f4, [left_contract_param_4];
; CHECK: mul.rn.f32 %f5, %f3, %f4;
; CHECK: fma.rn.f32 %f6, %f1, %f2, %f5;
; CHECK: st.global.f32 [%rd1], %f6;
; CHECK: .visible .entry right_contract(
; CHECK: ld.param.u64 %rd1, [right_contract_param_0];
; CHECK: ld.param.f32 %f1, [right_contract_param_1];
; CHECK: ld.param.f32 %f2, [right_contract_param_2];
; CHECK: ld.param.f32 %f3, [right_contract_param_3];
; CHECK: ld.param.f32 %f4, [right_contract_param_4];
; CHECK: mul.rn.f32 %f5, %f3, %f4;
; CHECK: fma.rn.f32 %f6, %f1, %f2, %f5;
; CHECK: st.global.f32 [%rd1], %f6;
; CHECK: .visible .entry sub_right_contract(
; CHECK: ld.param.u64 %rd1, [sub_right_contract_param_0];
; CHECK: ld.param.f32 %f1, [sub_right_contract_param_1];
; CHECK: ld.param.f32 %f2, [sub_right_contract_param_2];
; CHECK: ld.param.f32 %f3, [sub_right_contract_param_3];
; CHECK: ld.param.f32 %f4, [sub_right_contract_param_4];
; CHECK: mul.rn.f32 %f5, %f3, %f4;
; CHECK: neg.f32 %f6, %f1;
; CHECK: fma.rn.f32 %f7, %f6, %f2, %f5;
; CHECK: st.global.f32 [%rd1], %f7;
; CHECK: .visible .entry sub_left_contract(
; CHECK: ld.param.u64 %rd1, [sub_left_contract_param_0];
; CHECK: ld.param.f64 %fd1, [sub_left_contract_param_1];
; CHECK: ld.param.f64 %fd2, [sub_left_contract_param_2];
; CHECK: ld.param.f64 %fd3, [sub_left_contract_param_3];
; CHECK: ld.param.f64 %fd4, [sub_left_contract_param_4];
; CHECK: mul.rn.f64 %fd5, %fd1, %fd2;
; CHECK: neg.f64 %fd6, %fd5;
; CHECK: fma.rn.f64 %fd7, %fd3, %fd4, %fd6;
; CHECK: st.global.f64 [%rd1], %fd7;
; CHECK: .visible .entry fmuladd(
; CHECK: ld.param.u64 %rd1, [fmuladd_param_0];
; CHECK: ld.param.f32 %f1, [fmuladd_param_1];
; CHECK: ld.param.f32 %f2, [fmuladd_param_2];
; CHECK: ld.param.f32 %f3, [fmuladd_param_3];
; CHECK: fma.rn.f32 %f4, %f1, %f2, %f3;
; CHECK: st.global.f32 [%rd1], %f4;
; CHECK: .visible .entry one_minus_mul(
; CHECK: ld.param.u64 %rd1, [one_minus_mul_param_0];
; CHECK: ld.param.f32 %f1, [one_minus_mul_param_1];
; CHECK: ld.param.f32 %f2, [one_minus_mul_param_2];
; CHECK: neg.f32 %f3, %f1;
; CHECK: fma.rn.f32 %f4, %f3, %f2, 0f3F800000;
; CHECK: st.global.f32 [%rd1], %f4;
; CHECK: .visible .entry mul_minus_one(
; CHECK: ld.param.u64 %rd1, [mul_minus_one_param_0];
; CHECK: ld.param.f32 %f1, [mul_minus_one_param_1];
; CHECK: ld.param.f32 %f2, [mul_minus_one_param_2];
; CHECK: neg.f32 %f3, 0f3F800000;
; CHECK: fma.rn.f32 %f4, %f1, %f2, %f3;
; CHECK: st.global.f32 [%rd1], %f4;
; CHECK: .visible .entry mul_plus_one(
; CHECK: ld.param.u64 %rd1, [mul_plus_one_param_0];
; CHECK: ld.param.f32 %f1, [mul_plus_one_param_1];
; CHECK: ld.param.f32 %f2, [mul_plus_one_param_2];
; CHECK: fma.rn.f32 %f3, %f1, %f2, 0f3F800000;
; CHECK: st.global.f32 [%rd1], %f3;
; CHECK: .visible .entry one_minus_mul64(
; CHECK: ld.param.u64 %rd1, [one_minus_mul64_param_0];
; CHECK: ld.param.f64 %fd1, [one_minus_mul64_param_1];
; CHECK: ld.param.f64 %fd2, [one_minus_mul64_param_2];
; CHECK: neg.f64 %fd3, %fd1;
; CHECK: fma.rn.f64 %fd4, %fd3, %fd2, 0d3FF0000000000000;
; CHECK: st.global.f64 [%rd1], %fd4;
; CHECK: .visible .entry mul_minus_two64(
; CHECK: ld.param.u64 %rd1, [mul_minus_two64_param_0];
; CHECK: ld.param.f64 %fd1, [mul_minus_two64_param_1];
; CHECK: ld.param.f64 %fd2, [mul_minus_two64_param_2];
; CHECK: neg.f64 %fd3, 0d4000000000000000;
; CHECK: fma.rn.f64 %fd4, %fd1, %fd2, %fd3;
; CHECK: st.global.f64 [%rd1], %fd4;
; CHECK: .visible .entry horner_sub(
; CHECK: ld.param.u64 %rd1, [horner_sub_param_0];
; CHECK: ld.param.f32 %f1, [horner_sub_param_1];
; CHECK: neg.f32 %f2, 0f40200000;
; CHECK: fma.rn.f32 %f3, %f1, 0f3FE00000, %f2;
; CHECK: st.global.f32 [%rd1], %f3;
; CHECK: .visible .entry horner_rsub(
; CHECK: ld.param.f32 %f1, [horner_rsub_param_1];
; CHECK: neg.f32 %f2, %f1;
; CHECK: fma.rn.f32 %f3, %f2, 0f3FE00000, 0f40200000;
; CHECK: st.global.f32 [%rd1], %f3;
; CHECK: .visible .entry horner_sub64(
; CHECK: ld.param.f64 %fd1, [horner_sub64_param_1];
; CHECK: neg.f64 %fd2, 0d4004000000000000;
; CHECK: fma.rn.f64 %fd3, %fd1, 0d3FFC000000000000, %fd2;
; CHECK: st.global.f64 [%rd1], %fd3;
; CHECK: .visible .entry horner_rsub64(
; CHECK: ld.param.f64 %fd1, [horner_rsub64_param_1];
; CHECK: neg.f64 %fd2, %fd1;
; CHECK: fma.rn.f64 %fd3, %fd2, 0d3FFC000000000000, 0d4004000000000000;
; CHECK: st.global.f64 [%rd1], %fd3;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @mul_sub(ptr addrspace(1) %p, float %a, float %b, float %c) {
  %m = fmul contract float %a, %b
  %s = fsub contract float %m, %c
  store float %s, ptr addrspace(1) %p, align 4
  ret void
}

define ptx_kernel void @sub_mul(ptr addrspace(1) %p, float %a, float %b, float %c) {
  %m = fmul contract float %a, %b
  %s = fsub contract float %c, %m
  store float %s, ptr addrspace(1) %p, align 4
  ret void
}

define ptx_kernel void @mul_sub_imm(ptr addrspace(1) %p, float %a, float %c) {
  %m = fmul contract float %a, 3.0
  %s = fsub contract float %m, %c
  store float %s, ptr addrspace(1) %p, align 4
  ret void
}

define ptx_kernel void @sub_mul_imm(ptr addrspace(1) %p, float %a, float %c) {
  %m = fmul contract float %a, 3.0
  %s = fsub contract float %c, %m
  store float %s, ptr addrspace(1) %p, align 4
  ret void
}

define ptx_kernel void @add_mul_imm(ptr addrspace(1) %p, float %a, float %c) {
  %m = fmul fast float %a, 3.0
  %s = fadd fast float %c, %m
  store float %s, ptr addrspace(1) %p, align 4
  ret void
}

define ptx_kernel void @mul_sub64(ptr addrspace(1) %p, double %a, double %b, double %c) {
  %m = fmul contract double %a, %b
  %s = fsub contract double %m, %c
  store double %s, ptr addrspace(1) %p, align 8
  ret void
}

define ptx_kernel void @sub_mul64(ptr addrspace(1) %p, double %a, double %b, double %c) {
  %m = fmul contract double %a, %b
  %s = fsub contract double %c, %m
  store double %s, ptr addrspace(1) %p, align 8
  ret void
}

define ptx_kernel void @mul_sub64_imm(ptr addrspace(1) %p, double %a, double %c) {
  %m = fmul contract double %a, 0.5
  %s = fsub contract double %m, %c
  store double %s, ptr addrspace(1) %p, align 8
  ret void
}

define ptx_kernel void @sub_mul64_imm(ptr addrspace(1) %p, double %a, double %c) {
  %m = fmul contract double %a, 0.5
  %s = fsub contract double %c, %m
  store double %s, ptr addrspace(1) %p, align 8
  ret void
}

; Two fmuls, one with contract, each on either side of the fadd/fsub.
define ptx_kernel void @left_contract(ptr addrspace(1) %p, float %a, float %b, float %c, float %d) {
  %m1 = fmul contract float %a, %b
  %m2 = fmul float %c, %d
  %s = fadd contract float %m1, %m2
  store float %s, ptr addrspace(1) %p, align 4
  ret void
}

define ptx_kernel void @right_contract(ptr addrspace(1) %p, float %a, float %b, float %c, float %d) {
  %m1 = fmul contract float %a, %b
  %m2 = fmul float %c, %d
  %s = fadd contract float %m2, %m1
  store float %s, ptr addrspace(1) %p, align 4
  ret void
}

define ptx_kernel void @sub_right_contract(ptr addrspace(1) %p, float %a, float %b, float %c, float %d) {
  %m1 = fmul contract float %a, %b
  %m2 = fmul float %c, %d
  %s = fsub contract float %m2, %m1
  store float %s, ptr addrspace(1) %p, align 4
  ret void
}

define ptx_kernel void @sub_left_contract(ptr addrspace(1) %p, double %a, double %b, double %c, double %d) {
  %m1 = fmul double %a, %b
  %m2 = fmul contract double %c, %d
  %s = fsub contract double %m2, %m1
  store double %s, ptr addrspace(1) %p, align 8
  ret void
}

; llvm.fmuladd fuses whatever its flags.
define ptx_kernel void @fmuladd(ptr addrspace(1) %p, float %a, float %b, float %c) {
  %s = call float @llvm.fmuladd.f32(float %a, float %b, float %c)
  store float %s, ptr addrspace(1) %p, align 4
  ret void
}

declare float @llvm.fmuladd.f32(float, float, float)

; A constant addend: in the fma itself (1.0 - a*b, a*b + 1.0), or negated
; by a neg.f32 of the immediate that ptxas folds (a*b - 1.0).
define ptx_kernel void @one_minus_mul(ptr addrspace(1) %p, float %a, float %b) {
  %m = fmul contract float %a, %b
  %s = fsub contract float 1.0, %m
  store float %s, ptr addrspace(1) %p, align 4
  ret void
}

define ptx_kernel void @mul_minus_one(ptr addrspace(1) %p, float %a, float %b) {
  %m = fmul contract float %a, %b
  %s = fsub contract float %m, 1.0
  store float %s, ptr addrspace(1) %p, align 4
  ret void
}

define ptx_kernel void @mul_plus_one(ptr addrspace(1) %p, float %a, float %b) {
  %m = fmul contract float %a, %b
  %s = fadd contract float %m, 1.0
  store float %s, ptr addrspace(1) %p, align 4
  ret void
}

define ptx_kernel void @one_minus_mul64(ptr addrspace(1) %p, double %a, double %b) {
  %m = fmul contract double %a, %b
  %s = fsub contract double 1.0, %m
  store double %s, ptr addrspace(1) %p, align 8
  ret void
}

define ptx_kernel void @mul_minus_two64(ptr addrspace(1) %p, double %a, double %b) {
  %m = fmul contract double %a, %b
  %s = fsub contract double %m, 2.0
  store double %s, ptr addrspace(1) %p, align 8
  ret void
}

define ptx_kernel void @horner_sub(ptr addrspace(1) %p, float %x) {
  %m = fmul contract float %x, 1.75
  %s = fsub contract float %m, 2.5
  store float %s, ptr addrspace(1) %p, align 4
  ret void
}

define ptx_kernel void @horner_rsub(ptr addrspace(1) %p, float %x) {
  %m = fmul contract float %x, 1.75
  %s = fsub contract float 2.5, %m
  store float %s, ptr addrspace(1) %p, align 4
  ret void
}

define ptx_kernel void @horner_sub64(ptr addrspace(1) %p, double %x) {
  %m = fmul contract double %x, 1.75
  %s = fsub contract double %m, 2.5
  store double %s, ptr addrspace(1) %p, align 8
  ret void
}

define ptx_kernel void @horner_rsub64(ptr addrspace(1) %p, double %x) {
  %m = fmul contract double %x, 1.75
  %s = fsub contract double 2.5, %m
  store double %s, ptr addrspace(1) %p, align 8
  ret void
}
