; i128 division by a run-time divisor is a loop inside the block
; (isel/legal/wide.c): both operands below 2^64 take one div.u64 (the
; remainder N - Q*D: a rem.u64 would be a second subroutine call) and jump
; over it; otherwise restoring division in a loop marked nounroll, one
; quotient bit per step, R - D through the carry flag (sub.cc, subc.cc,
; then subc 0, 0 to read the borrow).  The steps that cannot subtract are
; skipped: clz(D) - clz(N) + 1 remain (none when D > N), and (R:Q) starts
; as N shifted left by the rest, each word three shifts or'ed (PTX clamps
; shift amounts, so 64 - cnt past 0 shifts all out).  Signed division
; divides the magnitudes ((x ^ s) - s) and gives the remainder the
; dividend's sign.  A power-of-two divisor is a shift or a mask; any other
; constant divisor a multiplication by a magic number, with no loop: where
; some m = ceil(2^(128+s) / d) below 2^128 is close enough (its error m d
; - 2^(128+s) at most 2^s), q = mulhi(m, n) >> s -- for d = 10, m =
; 0xcc..cd, whose words are the two constants below, and s = 3; otherwise
; m = floor(2^128 (2^l - d) / d) + 1, l = ceil(log2 d), and q = (t + ((n -
; t) >> 1)) >> (l - 1) with t = mulhi(m, n) -- d = 7, l = 3.  mulhi is the
; high 128 bits of m * n from four word products.  Conversions with double
; and float round once: the top 64 bits with a sticky bit, cvt.rn, then a
; multiplication by 2^(64 - clz) that carries the sign; back, the high
; word is trunc(x * 2^-64) and the low word an exact fma.
; SM: 75
; CHECK-NOT: rem.u64
; CHECK: .func (.param .align 16 .b8 func_retval0[16]) udiv(
; CHECK: or.b64 %rd9, %rd2, %rd4;
; CHECK: setp.eq.u64 %p1, %rd9, 0;
; CHECK: @%p1 div.u64 %rd5, %rd1, %rd3;
; CHECK: @%p1 mul.lo.u64 %rd9, %rd5, %rd3;
; CHECK: @%p1 sub.u64 %rd7, %rd1, %rd9;
; CHECK: @%p1 bra $L__tnv0_2;
; CHECK: clz.b64 %r2, %rd2;
; CHECK: clz.b64 %r1, %rd4;
; CHECK: sub.s32 %r1, %r1, %r2;
; CHECK: add.s32 %r1, %r1, 1;
; CHECK: setp.lt.s32 %p1, %r1, 1;
; CHECK: @%p1 mov.b64 %rd7, %rd1;
; CHECK: @%p1 bra $L__tnv0_2;
; CHECK: sub.u32 %r3, 64, %r1;
; CHECK: sub.u32 %r4, %r1, 64;
; CHECK: sub.u32 %r5, 128, %r1;
; CHECK: shr.u64 %rd7, %rd1, %r1;
; CHECK: shl.b64 %rd9, %rd2, %r3;
; CHECK: shr.u64 %rd9, %rd2, %r4;
; CHECK: shr.u64 %rd8, %rd2, %r1;
; CHECK: shl.b64 %rd6, %rd2, %r5;
; CHECK: shr.u64 %rd9, %rd1, %r4;
; CHECK: shl.b64 %rd9, %rd1, %r3;
; CHECK: shl.b64 %rd5, %rd1, %r5;
; CHECK: $L__tnv0_1:
; CHECK: .pragma "nounroll";
; CHECK: shr.u64 %rd12, %rd8, 63;
; CHECK: shl.b64 %rd5, %rd5, 1;
; CHECK: sub.cc.u64 %rd10, %rd7, %rd3;
; CHECK: subc.cc.u64 %rd11, %rd8, %rd4;
; CHECK: subc.u64 %rd13, 0, 0;
; CHECK: setp.eq.u64 %p1, %rd13, 0;
; CHECK: setp.ne.u64 %p2, %rd12, 0;
; CHECK: or.pred %p1, %p1, %p2;
; CHECK: @%p1 mov.b64 %rd7, %rd10;
; CHECK: @%p1 mov.b64 %rd8, %rd11;
; CHECK: @%p1 or.b64 %rd5, %rd5, 1;
; CHECK: sub.u32 %r1, %r1, 1;
; CHECK: @%p1 bra $L__tnv0_1;
; CHECK: $L__tnv0_2:
; CHECK: st.param.b64 [func_retval0+0], %rd5;
; CHECK: srem(
; CHECK: shr.s64 %rd15, %rd2, 63;
; CHECK: shr.s64 %rd16, %rd4, 63;
; CHECK: xor.b64 %rd17, %rd1, %rd15;
; CHECK: sub.cc.u64 %rd5, %rd17, %rd15;
; CHECK: subc.u64 %rd6, %rd18, %rd15;
; CHECK: $L__tnv1_2:
; CHECK: xor.b64 %rd26, %rd11, %rd15;
; CHECK: sub.cc.u64 %rd13, %rd26, %rd15;
; CHECK: pow2(
; CHECK: shr.u64 %rd3, %rd1, 3;
; CHECK: shl.b64 %rd4, %rd2, 61;
; CHECK: and.b64 %rd8, %rd2, 1;
; CHECK: by_ten(
; CHECK: mul.hi.u64 %rd11, %rd1, -3689348814741910323;
; CHECK: mul.lo.s64 %rd12, %rd1, -3689348814741910324;
; CHECK: mul.hi.u64 %rd13, %rd1, -3689348814741910324;
; CHECK: add.cc.u64 %rd3, %rd12, %rd11;
; CHECK: addc.u64 %rd4, %rd13, 0;
; CHECK: mul.lo.s64 %rd14, %rd2, -3689348814741910323;
; CHECK: add.cc.u64 %rd5, %rd14, %rd3;
; CHECK: mul.lo.s64 %rd16, %rd2, -3689348814741910324;
; CHECK: add.cc.u64 %rd7, %rd16, %rd4;
; CHECK: add.cc.u64 %rd9, %rd7, %rd6;
; CHECK: addc.u64 %rd10, %rd8, 0;
; CHECK: shr.u64 %rd18, %rd9, 3;
; CHECK: shl.b64 %rd19, %rd10, 61;
; CHECK: or.b64 %rd20, %rd18, %rd19;
; CHECK: shr.u64 %rd21, %rd10, 3;
; CHECK: st.param.b64 [func_retval0+0], %rd20;
; CHECK: by_seven(
; CHECK: sub.cc.u64 %rd11, %rd1, %rd9;
; CHECK: subc.u64 %rd12, %rd2, %rd10;
; CHECK: shr.u64 %rd22, %rd11, 1;
; CHECK: add.cc.u64 %rd13, %rd9, %rd24;
; CHECK: shr.u64 %rd26, %rd13, 2;
; CHECK: to_double(
; CHECK: clz.b64 %r1, %rd4;
; CHECK: min.u64 %rd12, %rd11, 1;
; CHECK: cvt.rn.f64.u64 %fd1, %rd13;
; CHECK: sub.s32 %r3, 1087, %r1;
; CHECK: shl.b64 %rd15, %rd14, 52;
; CHECK: and.b64 %rd16, %rd5, -9223372036854775808;
; CHECK: mul.rn.f64 %fd3, %fd1, %fd2;
; CHECK: to_float(
; CHECK: cvt.rn.f32.u64 %f1, %rd8;
; CHECK: sub.s32 %r3, 191, %r1;
; CHECK: shl.b32 %r4, %r3, 23;
; CHECK: from_double(
; CHECK: abs.f64 %fd2, %fd1;
; CHECK: mul.rn.f64 %fd3, %fd2, 0d3BF0000000000000;
; CHECK: cvt.rzi.f64.f64 %fd4, %fd3;
; CHECK: fma.rn.f64 %fd5, %fd4, 0dC3F0000000000000, %fd2;
; CHECK: cvt.rzi.u64.f64 %rd4, %fd5;
; CHECK: cvt.rzi.u64.f64 %rd6, %fd4;
; CHECK-NOT: div.s64
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i128 @udiv(i128 %a, i128 %b) {
  %q = udiv i128 %a, %b
  ret i128 %q
}

define i128 @srem(i128 %a, i128 %b) {
  %r = srem i128 %a, %b
  ret i128 %r
}

; Powers of two: a shift and a mask, no loop.
define i128 @pow2(i128 %a) {
  %q = udiv i128 %a, 8
  %r = urem i128 %a, 36893488147419103232
  %s = xor i128 %q, %r
  ret i128 %s
}

; Other constants: a multiplication, no loop.
define i128 @by_ten(i128 %a) {
  %q = udiv i128 %a, 10
  ret i128 %q
}

define i128 @by_seven(i128 %a) {
  %q = udiv i128 %a, 7
  ret i128 %q
}

define double @to_double(i128 %a) {
  %f = sitofp i128 %a to double
  ret double %f
}

define float @to_float(i128 %a) {
  %f = uitofp i128 %a to float
  ret float %f
}

define i128 @from_double(double %d) {
  %i = fptosi double %d to i128
  ret i128 %i
}
