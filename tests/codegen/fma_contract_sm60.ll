; sm_60: half arithmetic is native (sm_53), so a contract fsub fuses, and
; its neg.f16 raises .version to 6.0 (the target alone needs 5.0); bfloat
; has no instruction at all before sm_80: computed in f32 and rounded once,
; never fused (the f32 fallback has no contraction rule).
; SM: 60
; CHECK: .version 6.0
; CHECK: .visible .entry h_sub_mul(
; CHECK: ld.param.u64 %rd1, [h_sub_mul_param_0];
; CHECK: ld.param.b16 %rs1, [h_sub_mul_param_1];
; CHECK: ld.param.b16 %rs2, [h_sub_mul_param_2];
; CHECK: ld.param.b16 %rs3, [h_sub_mul_param_3];
; CHECK: neg.f16 %rs4, %rs1;
; CHECK: fma.rn.f16 %rs5, %rs4, %rs2, %rs3;
; CHECK: st.global.b16 [%rd1], %rs5;
; CHECK: .visible .entry b_sub_mul(
; CHECK: ld.param.b16 %rs1, [b_sub_mul_param_1];
; CHECK: ld.param.b16 %rs2, [b_sub_mul_param_2];
; CHECK: ld.param.b16 %rs3, [b_sub_mul_param_3];
; CHECK: cvt.u32.u16 %r1, %rs3;
; CHECK: mul.rn.f32 %f4, %f2, %f3;
; CHECK: sub.rn.f32 %f6, %f1, %f5;
; CHECK: st.global.b16 [%rd1], %rs5;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @h_sub_mul(ptr addrspace(1) %p, half %a, half %b, half %c) {
  %m = fmul contract half %a, %b
  %s = fsub contract half %c, %m
  store half %s, ptr addrspace(1) %p, align 2
  ret void
}

define ptx_kernel void @b_sub_mul(ptr addrspace(1) %p, bfloat %a, bfloat %b, bfloat %c) {
  %m = fmul contract bfloat %a, %b
  %s = fsub contract bfloat %c, %m
  store bfloat %s, ptr addrspace(1) %p, align 2
  ret void
}
