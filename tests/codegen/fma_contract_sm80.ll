; sm_80 has fma.rn.bf16 and neg.bf16 but not add/sub/mul.bf16: a contract
; fmul + fsub of bfloat is still one fma (with the negation first); without
; contract it is the two single-rounding fma emulations of mul and sub.
; SM: 80
; CHECK: .visible .entry b_mul_sub(
; CHECK: ld.param.u64 %rd1, [b_mul_sub_param_0];
; CHECK: ld.param.b16 %rs1, [b_mul_sub_param_1];
; CHECK: ld.param.b16 %rs2, [b_mul_sub_param_2];
; CHECK: ld.param.b16 %rs3, [b_mul_sub_param_3];
; CHECK: neg.bf16 %rs4, %rs3;
; CHECK: fma.rn.bf16 %rs5, %rs1, %rs2, %rs4;
; CHECK: st.global.b16 [%rd1], %rs5;
; CHECK: .visible .entry b_sub_mul(
; CHECK: ld.param.u64 %rd1, [b_sub_mul_param_0];
; CHECK: ld.param.b16 %rs1, [b_sub_mul_param_1];
; CHECK: ld.param.b16 %rs2, [b_sub_mul_param_2];
; CHECK: ld.param.b16 %rs3, [b_sub_mul_param_3];
; CHECK: neg.bf16 %rs4, %rs1;
; CHECK: fma.rn.bf16 %rs5, %rs4, %rs2, %rs3;
; CHECK: st.global.b16 [%rd1], %rs5;
; CHECK: .visible .entry b_add_mul(
; CHECK: ld.param.u64 %rd1, [b_add_mul_param_0];
; CHECK: ld.param.b16 %rs1, [b_add_mul_param_1];
; CHECK: ld.param.b16 %rs2, [b_add_mul_param_2];
; CHECK: ld.param.b16 %rs3, [b_add_mul_param_3];
; CHECK: fma.rn.bf16 %rs4, %rs1, %rs2, %rs3;
; CHECK: st.global.b16 [%rd1], %rs4;
; CHECK: .visible .entry b_no_contract(
; CHECK: ld.param.u64 %rd1, [b_no_contract_param_0];
; CHECK: ld.param.b16 %rs1, [b_no_contract_param_1];
; CHECK: ld.param.b16 %rs2, [b_no_contract_param_2];
; CHECK: ld.param.b16 %rs3, [b_no_contract_param_3];
; CHECK: mov.b16 %rs4, 0x8000;
; CHECK: fma.rn.bf16 %rs5, %rs1, %rs2, %rs4;
; CHECK: mov.b16 %rs6, 0xBF80;
; CHECK: fma.rn.bf16 %rs7, %rs3, %rs6, %rs5;
; CHECK: st.global.b16 [%rd1], %rs7;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @b_mul_sub(ptr addrspace(1) %p, bfloat %a, bfloat %b, bfloat %c) {
  %m = fmul contract bfloat %a, %b
  %s = fsub contract bfloat %m, %c
  store bfloat %s, ptr addrspace(1) %p, align 2
  ret void
}

define ptx_kernel void @b_sub_mul(ptr addrspace(1) %p, bfloat %a, bfloat %b, bfloat %c) {
  %m = fmul contract bfloat %a, %b
  %s = fsub contract bfloat %c, %m
  store bfloat %s, ptr addrspace(1) %p, align 2
  ret void
}

define ptx_kernel void @b_add_mul(ptr addrspace(1) %p, bfloat %a, bfloat %b, bfloat %c) {
  %m = fmul contract bfloat %a, %b
  %s = fadd contract bfloat %c, %m
  store bfloat %s, ptr addrspace(1) %p, align 2
  ret void
}

define ptx_kernel void @b_no_contract(ptr addrspace(1) %p, bfloat %a, bfloat %b, bfloat %c) {
  %m = fmul bfloat %a, %b
  %s = fsub contract bfloat %m, %c
  store bfloat %s, ptr addrspace(1) %p, align 2
  ret void
}
