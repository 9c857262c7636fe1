; An integer converted to floating point and back (dag.c, int_round_trip):
; when the float holds every value of the integer's type exactly, the
; result is the integer itself -- where it fits the result type the
; conversions give exactly that, and where it does not the result is
; poison.  A zext (or a sext under sitofp) is looked through: the
; operand's bits decide.  i16 through float (24 bits of precision) is the
; i16; i32 through double (53) to i64 is a sign extension; i16 through
; float to i32 a zero extension; i8 through half (11) to i8 the byte.  An
; i32 through float is not exact: both conversions stay.
; SM: 80
; CHECK: .func (.param .b32 func_retval0) i16_float(
; CHECK: ld.param.u16 %rs1, [i16_float_param_0];
; CHECK: cvt.u32.u16 %r1, %rs1;
; CHECK: st.param.b32 [func_retval0], %r1;
; CHECK: .func (.param .b64 func_retval0) i32_double(
; CHECK: ld.param.u32 %r1, [i32_double_param_0];
; CHECK: cvt.s64.s32 %rd1, %r1;
; CHECK: st.param.b64 [func_retval0], %rd1;
; CHECK: .func (.param .b32 func_retval0) widen(
; CHECK: ld.param.u16 %rs1, [widen_param_0];
; CHECK: cvt.u32.u16 %r1, %rs1;
; CHECK: st.param.b32 [func_retval0], %r1;
; CHECK: .func (.param .b32 func_retval0) i8_half(
; CHECK: ld.param.s8 %rs1, [i8_half_param_0];
; CHECK: cvt.s32.s8 %r1, %rs1;
; CHECK: st.param.b32 [func_retval0], %r1;
; CHECK: .func (.param .b32 func_retval0) inexact(
; CHECK: cvt.rn.f32.u32 %f1, %r1;
; CHECK: cvt.rzi.s32.f32 %r2, %f1;
; CHECK-NOT: cvt.rzi.s16
; CHECK-NOT: cvt.rzi.s64
; CHECK-NOT: cvt.rzi.u32
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define zeroext i16 @i16_float(i16 zeroext %x) {
  %z = zext i16 %x to i32
  %f = uitofp i32 %z to float
  %r = fptosi float %f to i16
  ret i16 %r
}

define i64 @i32_double(i32 %x) {
  %f = sitofp i32 %x to double
  %r = fptosi double %f to i64
  ret i64 %r
}

define i32 @widen(i16 zeroext %x) {
  %z = zext i16 %x to i32
  %f = uitofp i32 %z to float
  %r = fptoui float %f to i32
  ret i32 %r
}

define signext i8 @i8_half(i8 signext %x) {
  %s = sext i8 %x to i16
  %f = sitofp i16 %s to half
  %r = fptosi half %f to i8
  ret i8 %r
}

define i32 @inexact(i32 %x) {
  %f = uitofp i32 %x to float
  %r = fptosi float %f to i32
  ret i32 %r
}
