; frem on half and bfloat: both operands widened to f32, the f32
; expansion (a - trunc(a / b) * b, a when b is infinite), and one rounding
; back to the 16-bit type, as llc does.  bfloat before sm_80 widens by a
; shift and rounds by hand.
; SM: 53
; CHECK: ld.param.b16 %rs1, [h_param_0];
; CHECK: ld.param.b16 %rs2, [h_param_1];
; CHECK: cvt.f32.f16 %f1, %rs1;
; CHECK: cvt.f32.f16 %f2, %rs2;
; CHECK: abs.f32 %f3, %f2;
; CHECK: setp.eq.f32 %p1, %f3, 0f7F800000;
; CHECK: div.rn.f32 %f4, %f1, %f2;
; CHECK: cvt.rzi.f32.f32 %f5, %f4;
; CHECK: neg.f32 %f6, %f5;
; CHECK: fma.rn.f32 %f7, %f6, %f2, %f1;
; CHECK: selp.f32 %f8, %f1, %f7, %p1;
; CHECK: cvt.rn.f16.f32 %rs3, %f8;
; CHECK: st.param.b16 [func_retval0+0], %rs3;
; CHECK: shl.b32 %r2, %r1, 16;
; CHECK: mov.b32 %f1, %r2;
; CHECK: div.rn.f32 %f4, %f1, %f2;
; CHECK: selp.f32 %f8, %f1, %f7, %p1;
; CHECK: mov.b32 %r5, %f8;
; CHECK: bfe.u32 %r6, %r5, 16, 1;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define half @h(half %a, half %b) {
  %r = frem half %a, %b
  ret half %r
}
define bfloat @bf(bfloat %a, bfloat %b) {
  %r = frem bfloat %a, %b
  ret bfloat %r
}
