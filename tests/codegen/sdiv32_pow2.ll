; A 32-bit signed division or remainder by +-2^k is shifts (isel/divconst.c,
; pass "div-const"): a negative dividend first gets 2^k - 1 added (the sign
; shifted down) so the arithmetic shift rounds toward zero, as sdiv does.
; ptxas expands div.s32 by a power of two into a longer sequence.  Other
; constants are a multiplication by a magic number (sdiv by 7:
; mulhi.s(n, 0x92492493) + n, shifted, minus n's sign, as llc writes it);
; INT32_MIN (whose magnitude is not a positive i32) stays div.s32.  By 2
; the bias is the sign bit alone, one unsigned shift (as llc writes it).
; SM: 80
; CHECK: .func (.param .b32 func_retval0) d32(
; CHECK: shr.s32 %r2, %r1, 31;
; CHECK: shr.u32 %r3, %r2, 27;
; CHECK: add.s32 %r4, %r1, %r3;
; CHECK: shr.s32 %r5, %r4, 5;
; CHECK: .func (.param .b32 func_retval0) dm8(
; CHECK: shr.s32 %r2, %r1, 31;
; CHECK: shr.u32 %r3, %r2, 29;
; CHECK: add.s32 %r4, %r1, %r3;
; CHECK: shr.s32 %r5, %r4, 3;
; CHECK: sub.s32 %r6, 0, %r5;
; CHECK: .func (.param .b32 func_retval0) r16(
; CHECK: shr.s32 %r2, %r1, 31;
; CHECK: shr.u32 %r3, %r2, 28;
; CHECK: add.s32 %r4, %r1, %r3;
; CHECK: shr.s32 %r5, %r4, 4;
; CHECK: mul.lo.s32 %r6, %r5, 16;
; CHECK: sub.s32 %r7, %r1, %r6;
; CHECK: .func (.param .b32 func_retval0) d7(
; CHECK: mul.hi.s32 %r2, %r1, -1840700269;
; CHECK: add.s32 %r3, %r1, %r2;
; CHECK: shr.s32 %r4, %r3, 2;
; CHECK: shr.s32 %r5, %r1, 31;
; CHECK: sub.s32 %r6, %r4, %r5;
; CHECK: .func (.param .b32 func_retval0) dmin(
; CHECK: div.s32 %r2, %r1, -2147483648;
; CHECK: .func (.param .b32 func_retval0) d2(
; CHECK: shr.u32 %r2, %r1, 31;
; CHECK: add.s32 %r3, %r1, %r2;
; CHECK: shr.s32 %r4, %r3, 1;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define i32 @d32(i32 %n) {
  %q = sdiv i32 %n, 32
  ret i32 %q
}
define i32 @dm8(i32 %n) {
  %q = sdiv i32 %n, -8
  ret i32 %q
}
define i32 @r16(i32 %n) {
  %q = srem i32 %n, 16
  ret i32 %q
}
define i32 @d7(i32 %n) {
  %q = sdiv i32 %n, 7
  ret i32 %q
}
define i32 @dmin(i32 %n) {
  %q = sdiv i32 %n, -2147483648
  ret i32 %q
}
define i32 @d2(i32 %n) {
  %q = sdiv i32 %n, 2
  ret i32 %q
}
