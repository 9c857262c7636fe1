; A 16-bit division or remainder by a constant is done in 32 bits
; (isel/dag/divconst.c): ptxas has no inline sequence for div.u16 /
; div.s16 by a constant and calls a subroutine (__cuda_sm20_div_u16).
; Zero extension for udiv/urem, sign extension for sdiv/srem keep every
; 16-bit quotient and remainder, and the 32-bit division is then a
; multiplication by a magic number as llc writes it (udiv by 9:
; mulhi.u(n, 0x38E38E39) >> 1; sdiv by -7: the signed form, negated);
; an unsigned power of two is a shift.  An i8 (computed in 16 bits,
; isel/legal/narrow.c) goes the same way.
; SM: 80
; CHECK: func_retval0) u9(
; CHECK: cvt.u32.u16 %r1, %rs1;
; CHECK: mul.hi.u32 %r2, %r1, 954437177;
; CHECK: shr.u32 %r3, %r2, 1;
; CHECK: cvt.u16.u32 %rs2, %r3;
; CHECK: func_retval0) ur9(
; CHECK: cvt.u32.u16 %r1, %rs1;
; CHECK: mul.hi.u32 %r3, %r2, 954437177;
; CHECK: shr.u32 %r4, %r3, 1;
; CHECK: mul.lo.s32 %r5, %r4, 9;
; CHECK: sub.s32 %r6, %r1, %r5;
; CHECK: cvt.u16.u32 %rs2, %r6;
; CHECK: func_retval0) s7(
; CHECK: cvt.s32.s16 %r1, %rs1;
; CHECK: mul.hi.s32 %r3, %r2, -1840700269;
; CHECK: add.s32 %r4, %r1, %r3;
; CHECK: shr.s32 %r5, %r4, 2;
; CHECK: shr.s32 %r7, %r6, 31;
; CHECK: sub.s32 %r8, %r5, %r7;
; CHECK: sub.s32 %r9, 0, %r8;
; CHECK: cvt.u16.u32 %rs2, %r9;
; CHECK: func_retval0) sr8(
; CHECK: shr.u32 %r5, %r4, 29;
; CHECK: shr.s32 %r7, %r6, 3;
; CHECK: sub.s32 %r9, %r1, %r8;
; CHECK: func_retval0) u8(
; CHECK: shr.u16 %rs2, %rs1, 3;
; CHECK: func_retval0) b10(
; CHECK: cvt.u32.u16 %r1, %rs1;
; CHECK: mul.hi.u32 %r2, %r1, -858993459;
; CHECK: shr.u32 %r3, %r2, 3;
; CHECK: cvt.u16.u32 %rs2, %r3;
; CHECK: cvt.u32.u8 %r4, %rs2;
; CHECK-NOT: div.u32
; CHECK-NOT: div.s32
; CHECK-NOT: rem.u32
; CHECK-NOT: div.u16
; CHECK-NOT: div.s16
; CHECK-NOT: rem.u16
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define zeroext i16 @u9(i16 zeroext %n) {
  %q = udiv i16 %n, 9
  ret i16 %q
}
define zeroext i16 @ur9(i16 zeroext %n) {
  %q = urem i16 %n, 9
  ret i16 %q
}
define zeroext i16 @s7(i16 zeroext %n) {
  %q = sdiv i16 %n, -7
  ret i16 %q
}
define zeroext i16 @sr8(i16 zeroext %n) {
  %q = srem i16 %n, 8
  ret i16 %q
}
define zeroext i16 @u8(i16 zeroext %n) {
  %q = udiv i16 %n, 8
  ret i16 %q
}
define zeroext i8 @b10(i8 zeroext %n) {
  %q = udiv i8 %n, 10
  ret i8 %q
}
define zeroext i16 @big(i16 zeroext %n) {
  %q = udiv i16 %n, 40000
  ret i16 %q
}
