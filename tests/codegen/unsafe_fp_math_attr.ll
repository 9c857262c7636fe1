; The function attribute "unsafe-fp-math"="true" (or
; "approx-func-fp-math"="true") allows approximations as `afn` on each
; call would: llvm.sin/llvm.cos become sin.approx/cos.approx, as llc
; does.  @exact has no such attribute and keeps its afn-only rule (its
; exp2 carries afn itself).
; SM: 30
; CHECK: ld.param.f32 %f1, [s_param_0];
; CHECK: sin.approx.f32 %f2, %f1;
; CHECK: st.param.f32 [func_retval0], %f2;
; CHECK: ld.param.f32 %f1, [c_param_0];
; CHECK: cos.approx.f32 %f2, %f1;
; CHECK: st.param.f32 [func_retval0], %f2;
; CHECK: ex2.approx.f32 %f2, %f1;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare float @llvm.sin.f32(float)
declare float @llvm.cos.f32(float)
declare float @llvm.exp2.f32(float)

define float @s(float %a) #0 {
  %r = call float @llvm.sin.f32(float %a)
  ret float %r
}

define float @c(float %a) #1 {
  %r = call float @llvm.cos.f32(float %a)
  ret float %r
}

define float @exact(float %a) {
  %r = call afn float @llvm.exp2.f32(float %a)
  ret float %r
}

attributes #0 = { "unsafe-fp-math"="true" }
attributes #1 = { "approx-func-fp-math"="true" }
