; bfloat add, sub and mul on sm_80, which has fma.rn.bf16 only: a + b =
; fma(a, 1.0, b), a - b = fma(b, -1.0, a), a * b = fma(a, b, -0.0), each
; operand and constant in its place.
; SM: 80
; CHECK: .visible .entry b_ops(
; CHECK: ld.param.u64 %rd1, [b_ops_param_0];
; CHECK: ld.param.b16 %rs1, [b_ops_param_1];
; CHECK: ld.param.b16 %rs2, [b_ops_param_2];
; CHECK: mov.b16 %rs3, 0x3F80;
; CHECK: fma.rn.bf16 %rs4, %rs1, %rs3, %rs2;
; CHECK: st.volatile.global.b16 [%rd1], %rs4;
; CHECK: mov.b16 %rs5, 0xBF80;
; CHECK: fma.rn.bf16 %rs6, %rs2, %rs5, %rs1;
; CHECK: st.volatile.global.b16 [%rd1], %rs6;
; CHECK: mov.b16 %rs7, 0x8000;
; CHECK: fma.rn.bf16 %rs8, %rs1, %rs2, %rs7;
; CHECK: st.volatile.global.b16 [%rd1], %rs8;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @b_ops(ptr addrspace(1) %p, bfloat %a, bfloat %b) {
  %s0 = fadd bfloat %a, %b
  store volatile bfloat %s0, ptr addrspace(1) %p, align 2
  %s1 = fsub bfloat %a, %b
  store volatile bfloat %s1, ptr addrspace(1) %p, align 2
  %s2 = fmul bfloat %a, %b
  store volatile bfloat %s2, ptr addrspace(1) %p, align 2
  ret void
}
