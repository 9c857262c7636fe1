; A 64-bit division by a value that is not a constant gets a 32-bit path
; for operands below 2^32 (ir/bypassdiv.c, pass "bypassdiv"):
;   @both:           a udiv and an srem of the same operands: one test of
;                    (n | d) & 0xFFFFFFFF00000000, two diamonds; the fast
;                    paths divide unsigned in 32 bits (also for srem);
;   @short_dividend: n from 32 bits, unsigned: the test is n >= d, and
;                    the quotient 0 otherwise (no 64-bit division left);
;   @signed_short:   the same signed: only the divisor is tested;
;   @known:          both operands known to fit: div.u32, no test;
;   @kept:           a hash (an xor) and a constant divisor stay as they
;                    were (64-bit division; the selector's multiply);
;   @small:          an optsize function keeps its div.s64.
; SM: 80
; ARGS: -O3
; CHECK: .entry both(
; CHECK: or.b64 %rd10, %rd2, %rd3;
; CHECK: and.b64 %rd11, %rd10, -4294967296;
; CHECK: setp.eq.s64 %p1, %rd11, 0;
; CHECK: @!%p1 bra $L__BB0_2;
; CHECK: cvt.u32.u64 %r1, %rd2;
; CHECK: cvt.u32.u64 %r2, %rd3;
; CHECK: div.u32 %r3, %r1, %r2;
; CHECK: cvt.u64.u32 %rd6, %r3;
; CHECK: bra.uni $L__BB0_3;
; CHECK: div.u64 %rd6, %rd2, %rd3;
; CHECK: st.global.u64 [%rd1], %rd6;
; CHECK: @!%p1 bra $L__BB0_5;
; CHECK: rem.u32 %r6, %r4, %r5;
; CHECK: cvt.u64.u32 %rd9, %r6;
; CHECK: rem.s64 %rd9, %rd2, %rd3;
; CHECK: st.global.u64 [%rd1+8], %rd9;
; CHECK: .entry short_dividend(
; CHECK: cvt.u64.u32 %rd5, %r1;
; CHECK: setp.ge.u64 %p1, %rd5, %rd2;
; CHECK: mov.b64 %rd4, 0;
; CHECK: @!%p1 bra $L__BB1_2;
; CHECK: cvt.u32.u64 %r2, %rd2;
; CHECK: div.u32 %r3, %r1, %r2;
; CHECK: cvt.u64.u32 %rd4, %r3;
; CHECK: st.global.u64 [%rd1], %rd4;
; CHECK: .entry signed_short(
; CHECK: and.b64 %rd7, %rd2, -4294967296;
; CHECK: setp.eq.s64 %p1, %rd7, 0;
; CHECK: div.u32 %r3, %r1, %r2;
; CHECK: div.s64 %rd6, %rd3, %rd2;
; CHECK: .entry known(
; CHECK: and.b64 %rd4, %rd2, 65535;
; CHECK: cvt.u32.u64 %r1, %rd4;
; CHECK: shr.u64 %rd5, %rd3, 40;
; CHECK: cvt.u32.u64 %r2, %rd5;
; CHECK: div.u32 %r3, %r1, %r2;
; CHECK: cvt.u64.u32 %rd6, %r3;
; CHECK: st.global.u64 [%rd1], %rd6;
; CHECK: .entry kept(
; CHECK: xor.b64 %rd4, %rd2, 81985529216486895;
; CHECK: div.u64 %rd5, %rd4, %rd3;
; CHECK: shr.u64 %rd6, %rd2, 3;
; CHECK: mul.hi.u64 %rd7, %rd6, 2361183241434822607;
; CHECK: shr.u64 %rd8, %rd7, 4;
; CHECK: mul.lo.s64 %rd9, %rd8, 1000;
; CHECK: sub.s64 %rd10, %rd2, %rd9;
; CHECK: .entry small(
; CHECK: div.s64 %rd4, %rd2, %rd3;
; CHECK-NOT: rem.u64
; CHECK-NOT: div.s32
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; a quotient and a remainder of another signedness: two diamonds, one test
define ptx_kernel void @both(ptr addrspace(1) %out, i64 %n, i64 %d) {
  %q = udiv i64 %n, %d
  store i64 %q, ptr addrspace(1) %out, align 8
  %r = srem i64 %n, %d
  %p = getelementptr inbounds i64, ptr addrspace(1) %out, i64 1
  store i64 %r, ptr addrspace(1) %p, align 8
  ret void
}

; a dividend from 32 bits: the test is n >= d, and q = 0 otherwise
define ptx_kernel void @short_dividend(ptr addrspace(1) %out, i32 %x, i64 %d) {
  %n = zext i32 %x to i64
  %q = udiv i64 %n, %d
  store i64 %q, ptr addrspace(1) %out, align 8
  ret void
}

; the same, signed: the divisor alone is tested
define ptx_kernel void @signed_short(ptr addrspace(1) %out, i32 %x, i64 %d) {
  %n = zext i32 %x to i64
  %q = sdiv i64 %n, %d
  store i64 %q, ptr addrspace(1) %out, align 8
  ret void
}

; both known to fit: a 32-bit division and no test
define ptx_kernel void @known(ptr addrspace(1) %out, i64 %a, i64 %b) {
  %n = and i64 %a, 65535
  %d = lshr i64 %b, 40
  %q = sdiv i64 %n, %d
  store i64 %q, ptr addrspace(1) %out, align 8
  ret void
}

; left alone: a hash, a constant divisor, an optsize function
define ptx_kernel void @kept(ptr addrspace(1) %out, i64 %n, i64 %d) {
  %h = xor i64 %n, 81985529216486895
  %q = udiv i64 %h, %d
  store i64 %q, ptr addrspace(1) %out, align 8
  %c = urem i64 %n, 1000
  %p = getelementptr inbounds i64, ptr addrspace(1) %out, i64 1
  store i64 %c, ptr addrspace(1) %p, align 8
  ret void
}

define ptx_kernel void @small(ptr addrspace(1) %out, i64 %n, i64 %d) optsize {
  %q = sdiv i64 %n, %d
  store i64 %q, ptr addrspace(1) %out, align 8
  ret void
}
