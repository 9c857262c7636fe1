; i128 is two 64-bit words, low first (isel/legal/wide.c).  add and sub are a
; carry pair -- add.cc.u64 then addc.u64 -- emitted back to back, since
; the carry flag is state the DAG does not see; two sums in a row keep
; their pairs apart and in order.  mul is mul.hi.u64 plus two mad.lo;
; logic works per word (constant words of 0 or -1 need no instruction);
; shifts by a constant move words, by a run-time amount both cases are
; computed and selp'ed on amount > 63; compares decide on the high words
; unless they are equal.
; SM: 80
; CHECK: .func (.param .align 16 .b8 func_retval0[16]) addsub(
; CHECK: add.cc.u64 %rd7, %rd1, %rd3;
; CHECK: addc.u64 %rd8, %rd2, %rd4;
; CHECK: sub.cc.u64 %rd9, %rd5, %rd7;
; CHECK: subc.u64 %rd10, %rd6, %rd8;
; CHECK: add.cc.u64 %rd11, %rd9, 1;
; CHECK: addc.u64 %rd12, %rd10, 0;
; CHECK: st.param.b64 [func_retval0+0], %rd11;
; CHECK: st.param.b64 [func_retval0+8], %rd12;
; CHECK: mul.hi.u64 %rd5, %rd1, %rd3;
; CHECK: mad.lo.s64 %rd6, %rd1, %rd4, %rd5;
; CHECK: mad.lo.s64 %rd7, %rd2, %rd3, %rd6;
; CHECK: mul.lo.s64 %rd8, %rd1, %rd3;
; CHECK: st.param.b64 [func_retval0+0], %rd8;
; CHECK: st.param.b64 [func_retval0+8], %rd7;
; CHECK: and.b64 %rd5, %rd1, %rd3;
; CHECK: xor.b64 %rd6, %rd5, -1;
; CHECK: or.b64 %rd8, %rd7, 1;
; CHECK: shifts_const(
; CHECK: shr.u64 %rd3, %rd1, 5;
; CHECK: shl.b64 %rd4, %rd2, 59;
; CHECK: or.b64 %rd5, %rd3, %rd4;
; CHECK: shl.b64 %rd7, %rd1, 6;
; CHECK: shr.s64 %rd10, %rd2, 63;
; CHECK: shift_var(
; CHECK: cvt.u32.u64 %r1, %rd3;
; CHECK: setp.gt.u32 %p1, %r1, 63;
; CHECK: add.s32 %r2, %r1, -64;
; CHECK: shl.b64 %rd5, %rd1, %r2;
; CHECK: shl.b64 %rd6, %rd2, %r1;
; CHECK: sub.s32 %r3, 64, %r1;
; CHECK: shr.u64 %rd7, %rd1, %r3;
; CHECK: or.b64 %rd8, %rd6, %rd7;
; CHECK: selp.b64 %rd9, %rd5, %rd8, %p1;
; CHECK: shl.b64 %rd10, %rd1, %r1;
; CHECK: ashr_var(
; CHECK: shr.s64 %rd5, %rd2, %r2;
; CHECK: shr.s64 %rd10, %rd2, %r1;
; CHECK: cmp_eq(
; CHECK: setp.eq.s64 %p1, %rd1, %rd3;
; CHECK: setp.eq.s64 %p2, %rd2, %rd4;
; CHECK: and.pred %p3, %p1, %p2;
; CHECK: cmp_sle(
; CHECK: setp.lt.s64 %p1, %rd2, %rd4;
; CHECK: setp.eq.s64 %p2, %rd2, %rd4;
; CHECK: setp.le.u64 %p3, %rd1, %rd3;
; CHECK: and.pred %p4, %p2, %p3;
; CHECK: or.pred %p5, %p1, %p4;
; CHECK: casts(
; CHECK: shr.s64 %rd8, %rd1, 63;
; CHECK: cvt.u64.u32 %rd9, %r1;
; CHECK: add.cc.u64 %rd4, %rd1, %rd9;
; CHECK: addc.u64 %rd5, %rd8, 0;
; CHECK-NOT: or.b64 %rd6, %rd5, 0;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Two sums: each carry pair stays together, in program order.
define i128 @addsub(i128 %a, i128 %b, i128 %c) {
  %s = add i128 %a, %b
  %t = sub i128 %c, %s
  %u = add i128 %t, 1
  ret i128 %u
}

define i128 @mul(i128 %a, i128 %b) {
  %m = mul i128 %a, %b
  ret i128 %m
}

define i128 @logic(i128 %a, i128 %b) {
  %x = and i128 %a, %b
  %y = or i128 %x, 18446744073709551616
  %z = xor i128 %y, -1
  ret i128 %z
}

define i128 @shifts_const(i128 %a) {
  %l = shl i128 %a, 70
  %r = lshr i128 %a, 5
  %s = ashr i128 %a, 64
  %x = xor i128 %l, %r
  %y = xor i128 %x, %s
  ret i128 %y
}

define i128 @shift_var(i128 %a, i128 %n) {
  %l = shl i128 %a, %n
  ret i128 %l
}

define i128 @ashr_var(i128 %a, i128 %n) {
  %r = ashr i128 %a, %n
  ret i128 %r
}

define zeroext i1 @cmp_eq(i128 %a, i128 %b) {
  %c = icmp eq i128 %a, %b
  ret i1 %c
}

define zeroext i1 @cmp_sle(i128 %a, i128 %b) {
  %c = icmp sle i128 %a, %b
  ret i1 %c
}

define i64 @casts(i64 %x, i32 %y, i128 %w) {
  %a = sext i64 %x to i128
  %b = zext i32 %y to i128
  %s = add i128 %a, %b
  %t = add i128 %s, %w
  %r = trunc i128 %t to i64
  ret i64 %r
}
