; The approximate functions (sin, cos, exp2, ... with afn) on half and
; bfloat: widened to f32, the f32 approximation, rounded back -- as llc
; does for llvm.sin.f16 under unsafe math.  Vectors go element by element.
; SM: 80
; CHECK: ld.param.b16 %rs1, [s_param_0];
; CHECK: cvt.f32.f16 %f1, %rs1;
; CHECK: sin.approx.f32 %f2, %f1;
; CHECK: cvt.rn.f16.f32 %rs2, %f2;
; CHECK: st.param.b16 [func_retval0+0], %rs2;
; CHECK: cvt.f32.bf16 %f1, %rs1;
; CHECK: cos.approx.f32 %f2, %f1;
; CHECK: cvt.rn.bf16.f32 %rs3, %f2;
; CHECK: cvt.f32.bf16 %f3, %rs2;
; CHECK: cos.approx.f32 %f4, %f3;
; CHECK: cvt.rn.bf16.f32 %rs4, %f4;
; CHECK: ex2.approx.f32 %f2, %f1;
; CHECK: cvt.rn.f16.f32 %rs2, %f2;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare half @llvm.sin.f16(half)
declare <2 x bfloat> @llvm.cos.v2bf16(<2 x bfloat>)
declare half @llvm.exp2.f16(half)
define half @s(half %a) {
  %r = call afn half @llvm.sin.f16(half %a)
  ret half %r
}
define <2 x bfloat> @c(<2 x bfloat> %a) {
  %r = call afn <2 x bfloat> @llvm.cos.v2bf16(<2 x bfloat> %a)
  ret <2 x bfloat> %r
}
define half @e(half %a) {
  %r = call afn half @llvm.exp2.f16(half %a)
  ret half %r
}
