; half and bfloat rules with their operands and constants: the f32 path of
; a half division, the sign-bit masks of fneg and fabs.
; SM: 90a
; CHECK: .visible .entry h_div(
; CHECK: ld.param.u64 %rd1, [h_div_param_0];
; CHECK: ld.param.b16 %rs1, [h_div_param_1];
; CHECK: ld.param.b16 %rs2, [h_div_param_2];
; CHECK: cvt.f32.f16 %f1, %rs1;
; CHECK: cvt.f32.f16 %f2, %rs2;
; CHECK: div.rn.f32 %f3, %f1, %f2;
; CHECK: cvt.rn.f16.f32 %rs3, %f3;
; CHECK: st.global.b16 [%rd1], %rs3;
; CHECK: .visible .entry h_sign(
; CHECK: ld.param.u64 %rd1, [h_sign_param_0];
; CHECK: ld.param.b16 %rs1, [h_sign_param_1];
; CHECK: xor.b16 %rs2, %rs1, -32768;
; CHECK: st.volatile.global.b16 [%rd1], %rs2;
; CHECK: and.b16 %rs3, %rs1, 32767;
; CHECK: st.volatile.global.b16 [%rd1], %rs3;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @h_div(ptr addrspace(1) %p, half %a, half %b) {
  %s = fdiv half %a, %b
  store half %s, ptr addrspace(1) %p, align 2
  ret void
}

define ptx_kernel void @h_sign(ptr addrspace(1) %p, half %a) {
  %n = fneg half %a
  store volatile half %n, ptr addrspace(1) %p, align 2
  %b = call half @llvm.fabs.f16(half %a)
  store volatile half %b, ptr addrspace(1) %p, align 2
  ret void
}

declare half @llvm.fabs.f16(half)
