; Contraction of half and bfloat (and of their vectors, split into
; elements): fadd and fsub forms, the fsub negation a neg.f16 / neg.bf16
; before the fma as llc writes it; no fusion without contract on both.
; SM: 90a
; CHECK: .visible .entry h_add(
; CHECK: ld.param.u64 %rd1, [h_add_param_0];
; CHECK: ld.param.b16 %rs1, [h_add_param_1];
; CHECK: ld.param.b16 %rs2, [h_add_param_2];
; CHECK: ld.param.b16 %rs3, [h_add_param_3];
; CHECK: fma.rn.f16 %rs4, %rs1, %rs2, %rs3;
; CHECK: st.global.b16 [%rd1], %rs4;
; CHECK: .visible .entry h_mul_sub(
; CHECK: ld.param.u64 %rd1, [h_mul_sub_param_0];
; CHECK: ld.param.b16 %rs1, [h_mul_sub_param_1];
; CHECK: ld.param.b16 %rs2, [h_mul_sub_param_2];
; CHECK: ld.param.b16 %rs3, [h_mul_sub_param_3];
; CHECK: neg.f16 %rs4, %rs3;
; CHECK: fma.rn.f16 %rs5, %rs1, %rs2, %rs4;
; CHECK: st.global.b16 [%rd1], %rs5;
; CHECK: .visible .entry h_sub_mul(
; CHECK: ld.param.u64 %rd1, [h_sub_mul_param_0];
; CHECK: ld.param.b16 %rs1, [h_sub_mul_param_1];
; CHECK: ld.param.b16 %rs2, [h_sub_mul_param_2];
; CHECK: ld.param.b16 %rs3, [h_sub_mul_param_3];
; CHECK: neg.f16 %rs4, %rs1;
; CHECK: fma.rn.f16 %rs5, %rs4, %rs2, %rs3;
; CHECK: st.global.b16 [%rd1], %rs5;
; CHECK: .visible .entry h_no_contract(
; CHECK: ld.param.u64 %rd1, [h_no_contract_param_0];
; CHECK: ld.param.b16 %rs1, [h_no_contract_param_1];
; CHECK: ld.param.b16 %rs2, [h_no_contract_param_2];
; CHECK: ld.param.b16 %rs3, [h_no_contract_param_3];
; CHECK: mul.rn.f16 %rs4, %rs1, %rs2;
; CHECK: sub.rn.f16 %rs5, %rs3, %rs4;
; CHECK: st.global.b16 [%rd1], %rs5;
; CHECK: .visible .entry b_add(
; CHECK: ld.param.u64 %rd1, [b_add_param_0];
; CHECK: ld.param.b16 %rs1, [b_add_param_1];
; CHECK: ld.param.b16 %rs2, [b_add_param_2];
; CHECK: ld.param.b16 %rs3, [b_add_param_3];
; CHECK: fma.rn.bf16 %rs4, %rs1, %rs2, %rs3;
; CHECK: st.global.b16 [%rd1], %rs4;
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
; CHECK: .visible .entry b_no_contract(
; CHECK: ld.param.u64 %rd1, [b_no_contract_param_0];
; CHECK: ld.param.b16 %rs1, [b_no_contract_param_1];
; CHECK: ld.param.b16 %rs2, [b_no_contract_param_2];
; CHECK: ld.param.b16 %rs3, [b_no_contract_param_3];
; CHECK: mul.rn.bf16 %rs4, %rs1, %rs2;
; CHECK: sub.rn.bf16 %rs5, %rs4, %rs3;
; CHECK: st.global.b16 [%rd1], %rs5;
; CHECK: .visible .entry h2_mul_sub(
; CHECK: ld.param.u64 %rd1, [h2_mul_sub_param_0];
; CHECK: ld.param.b16 %rs1, [h2_mul_sub_param_1];
; CHECK: ld.param.b16 %rs2, [h2_mul_sub_param_1+2];
; CHECK: ld.param.b16 %rs3, [h2_mul_sub_param_2];
; CHECK: ld.param.b16 %rs4, [h2_mul_sub_param_2+2];
; CHECK: ld.param.b16 %rs5, [h2_mul_sub_param_3];
; CHECK: ld.param.b16 %rs6, [h2_mul_sub_param_3+2];
; CHECK: neg.f16 %rs7, %rs5;
; CHECK: fma.rn.f16 %rs8, %rs1, %rs3, %rs7;
; CHECK: neg.f16 %rs9, %rs6;
; CHECK: fma.rn.f16 %rs10, %rs2, %rs4, %rs9;
; CHECK: st.global.v2.b16 [%rd1], {%rs8, %rs10};
; CHECK: .visible .entry h2_sub_mul(
; CHECK: ld.param.u64 %rd1, [h2_sub_mul_param_0];
; CHECK: ld.param.b16 %rs1, [h2_sub_mul_param_1];
; CHECK: ld.param.b16 %rs2, [h2_sub_mul_param_1+2];
; CHECK: ld.param.b16 %rs3, [h2_sub_mul_param_2];
; CHECK: ld.param.b16 %rs4, [h2_sub_mul_param_2+2];
; CHECK: ld.param.b16 %rs5, [h2_sub_mul_param_3];
; CHECK: ld.param.b16 %rs6, [h2_sub_mul_param_3+2];
; CHECK: neg.f16 %rs7, %rs1;
; CHECK: fma.rn.f16 %rs8, %rs7, %rs3, %rs5;
; CHECK: neg.f16 %rs9, %rs2;
; CHECK: fma.rn.f16 %rs10, %rs9, %rs4, %rs6;
; CHECK: st.global.v2.b16 [%rd1], {%rs8, %rs10};
; CHECK: .visible .entry b2_sub_mul(
; CHECK: ld.param.u64 %rd1, [b2_sub_mul_param_0];
; CHECK: ld.param.b16 %rs1, [b2_sub_mul_param_1];
; CHECK: ld.param.b16 %rs2, [b2_sub_mul_param_1+2];
; CHECK: ld.param.b16 %rs3, [b2_sub_mul_param_2];
; CHECK: ld.param.b16 %rs4, [b2_sub_mul_param_2+2];
; CHECK: ld.param.b16 %rs5, [b2_sub_mul_param_3];
; CHECK: ld.param.b16 %rs6, [b2_sub_mul_param_3+2];
; CHECK: neg.bf16 %rs7, %rs1;
; CHECK: fma.rn.bf16 %rs8, %rs7, %rs3, %rs5;
; CHECK: neg.bf16 %rs9, %rs2;
; CHECK: fma.rn.bf16 %rs10, %rs9, %rs4, %rs6;
; CHECK: st.global.v2.b16 [%rd1], {%rs8, %rs10};
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @h_add(ptr addrspace(1) %p, half %a, half %b, half %c) {
  %m = fmul contract half %a, %b
  %s = fadd contract half %c, %m
  store half %s, ptr addrspace(1) %p, align 2
  ret void
}

define ptx_kernel void @h_mul_sub(ptr addrspace(1) %p, half %a, half %b, half %c) {
  %m = fmul contract half %a, %b
  %s = fsub contract half %m, %c
  store half %s, ptr addrspace(1) %p, align 2
  ret void
}

define ptx_kernel void @h_sub_mul(ptr addrspace(1) %p, half %a, half %b, half %c) {
  %m = fmul contract half %a, %b
  %s = fsub contract half %c, %m
  store half %s, ptr addrspace(1) %p, align 2
  ret void
}

define ptx_kernel void @h_no_contract(ptr addrspace(1) %p, half %a, half %b, half %c) {
  %m = fmul half %a, %b
  %s = fsub contract half %c, %m
  store half %s, ptr addrspace(1) %p, align 2
  ret void
}

define ptx_kernel void @b_add(ptr addrspace(1) %p, bfloat %a, bfloat %b, bfloat %c) {
  %m = fmul contract bfloat %a, %b
  %s = fadd contract bfloat %m, %c
  store bfloat %s, ptr addrspace(1) %p, align 2
  ret void
}

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

define ptx_kernel void @b_no_contract(ptr addrspace(1) %p, bfloat %a, bfloat %b, bfloat %c) {
  %m = fmul contract bfloat %a, %b
  %s = fsub bfloat %m, %c
  store bfloat %s, ptr addrspace(1) %p, align 2
  ret void
}

define ptx_kernel void @h2_mul_sub(ptr addrspace(1) %p, <2 x half> %a, <2 x half> %b, <2 x half> %c) {
  %m = fmul contract <2 x half> %a, %b
  %s = fsub contract <2 x half> %m, %c
  store <2 x half> %s, ptr addrspace(1) %p, align 4
  ret void
}

define ptx_kernel void @h2_sub_mul(ptr addrspace(1) %p, <2 x half> %a, <2 x half> %b, <2 x half> %c) {
  %m = fmul contract <2 x half> %a, %b
  %s = fsub contract <2 x half> %c, %m
  store <2 x half> %s, ptr addrspace(1) %p, align 4
  ret void
}

define ptx_kernel void @b2_sub_mul(ptr addrspace(1) %p, <2 x bfloat> %a, <2 x bfloat> %b, <2 x bfloat> %c) {
  %m = fmul contract <2 x bfloat> %a, %b
  %s = fsub contract <2 x bfloat> %c, %m
  store <2 x bfloat> %s, ptr addrspace(1) %p, align 4
  ret void
}
