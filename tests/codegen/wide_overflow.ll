; i128 arithmetic with an overflow flag, and saturating (isel/lower/
; intrin_int.c, wide_arith): uadd's flag is sum <u a on the two words;
; umul's is a1 != 0 && b1 != 0, a nonzero high word of a1*b0 or a0*b1, or
; a carry out of the middle word; ssub.sat saturates toward a's sign when
; the sign of (a ^ b) & (a ^ d) says it overflowed; fshl by a run-time
; amount is (a << k) | ((b >> 1) >> (k ^ 127)), k = s & 127.  All of them
; run beside llc-19 in tests/sim/kernels/wide_overflow.ll.
; SM: 80
; ARGS: -O3 -w
; CHECK: add.cc.u64 %rd5, %rd1, %rd3;
; CHECK: addc.u64 %rd6, %rd2, %rd4;
; CHECK: setp.lt.u64 %p1, %rd6, %rd2;
; CHECK: setp.eq.s64 %p2, %rd6, %rd2;
; CHECK: setp.lt.u64 %p3, %rd5, %rd1;
; CHECK: and.pred %p4, %p2, %p3;
; CHECK: or.pred %p5, %p1, %p4;
; CHECK: selp.b16 %rs1, 1, 0, %p5;
; CHECK: mul.lo.s64 %rd5, %rd1, %rd3;
; CHECK: mul.lo.s64 %rd6, %rd2, %rd3;
; CHECK: mad.lo.s64 %rd7, %rd1, %rd4, %rd6;
; CHECK: mul.hi.u64 %rd8, %rd1, %rd3;
; CHECK: add.s64 %rd9, %rd7, %rd8;
; CHECK: and.pred %p3, %p1, %p2;
; CHECK: mul.hi.u64 %rd10, %rd2, %rd3;
; CHECK: mul.hi.u64 %rd11, %rd1, %rd4;
; CHECK: setp.lt.u64 %p8, %rd7, %rd6;
; CHECK: setp.lt.u64 %p10, %rd9, %rd7;
; CHECK: or.pred %p11, %p9, %p10;
; CHECK: st.param.b64 [func_retval0+8], %rd9;
; CHECK: sub.cc.u64 %rd5, %rd1, %rd3;
; CHECK: xor.b64 %rd7, %rd2, %rd4;
; CHECK: xor.b64 %rd8, %rd2, %rd6;
; CHECK: and.b64 %rd9, %rd7, %rd8;
; CHECK: setp.lt.s64 %p1, %rd9, 0;
; CHECK: selp.b64 %rd12, -9223372036854775808, 9223372036854775807, %p2;
; CHECK: selp.b64 %rd13, %rd12, %rd6, %p1;
; CHECK: and.b64 %rd7, %rd5, 127;
; CHECK: shr.u64 %rd8, %rd4, 1;
; CHECK: xor.b64 %rd9, %rd7, 127;
; CHECK: shl.b64 %rd10, %rd1, %r1;
; CHECK: or.b64 %rd19, %rd10, %rd18;
; CHECK: shr.u64 %rd25, %rd8, %r2;
; CHECK: or.b64 %rd26, %rd24, %rd25;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define {i128, i1} @uadd(i128 %a, i128 %b) {
  %r = call {i128, i1} @llvm.uadd.with.overflow.i128(i128 %a, i128 %b)
  ret {i128, i1} %r
}

define {i128, i1} @umul(i128 %a, i128 %b) {
  %r = call {i128, i1} @llvm.umul.with.overflow.i128(i128 %a, i128 %b)
  ret {i128, i1} %r
}

define i128 @ssat(i128 %a, i128 %b) {
  %r = call i128 @llvm.ssub.sat.i128(i128 %a, i128 %b)
  ret i128 %r
}

declare {i128, i1} @llvm.uadd.with.overflow.i128(i128, i128)
declare {i128, i1} @llvm.umul.with.overflow.i128(i128, i128)
declare i128 @llvm.ssub.sat.i128(i128, i128)

define i128 @fshl(i128 %a, i128 %b, i128 %s) {
  %r = call i128 @llvm.fshl.i128(i128 %a, i128 %b, i128 %s)
  ret i128 %r
}
declare i128 @llvm.fshl.i128(i128, i128, i128)
