; frem of two constants is folded (isel/lower/fpmath.c, frem_const):
; LangRef defines frem as libm's fmod, which is exact, so the value is
; computed once, here, and is the right one where the run-time expansion
; (a - trunc(a / b) * b) is only close: 1e10 rem 7 is 4 (the expansion
; needs an f64 division, 8 SASS instructions of fast path and a slow-path
; call); the sign is the dividend's (-7 rem 3 = -1, 5.5 rem -2 = 1.5); a
; zero divisor gives LangRef's preferred NaN.  A frem with a variable
; operand is the expansion.
; SM: 80
; CHECK: .func (.param .f64 func_retval0) big()
; CHECK: st.param.f64 [func_retval0], 0d4010000000000000;
; CHECK: .func (.param .f32 func_retval0) signs()
; CHECK: mov.f32 %f1, 0fBF800000;
; CHECK: add.rn.f32 %f2, %f1, 0f3FC00000;
; CHECK: add.rn.f32 %f3, %f2, 0f7FC00000;
; CHECK: .func (.param .f32 func_retval0) var(
; CHECK: div.rn.f32 %f4, %f1, 0f40400000;
; CHECK: cvt.rzi.f32.f32 %f5, %f4;
; CHECK: fma.rn.f32 %f7, %f6, 0f40400000, %f1;
; CHECK-NOT: div.rn.f64
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define double @big() {
  %r = frem double 1.0e+10, 7.0
  ret double %r
}

define float @signs() {
  %a = frem float -7.0, 3.0
  %b = frem float 5.5, -2.0
  %c = frem float 1.0, 0.0
  %s = fadd float %a, %b
  %t = fadd float %s, %c
  ret float %t
}

define float @var(float %x) {
  %r = frem float %x, 3.0
  ret float %r
}
