; Division and remainder by a constant as a multiplication (pass
; "div-const", isel/dag/divconst.c): div.u64/div.s64/rem.* are ptxas
; subroutines of 70-100 SASS instructions.  udiv by 3 is mulhi + shift
; (the magic fits: no fix-up), by 7 needs the add fix-up
; (t + ((n - t) >> 1)) >> 2; urem by 10 is n - q*10; sdiv by 1000000007 is
; mulhi.s + n, shifted, minus n's sign; srem by -3 needs no add (the
; multiplier 0x5555555555555556 is positive) and negates the quotient;
; sdiv by 8 is shifts with the round-toward-zero bias; an i32 udiv by 7
; is the same add fix-up at 32 bits (ptxas's own sequence for div.u32 by
; a constant is longer).  The magic numbers are Granlund and Montgomery's
; (PLDI 1994), the ones llc-19 writes: 7: 0x2492492492492493, and
; 0x24924925 for 32 bits.
; SM: 80
; CHECK: mul.hi.u64 %rd3, %rd2, 2635249153387078803;
; CHECK: shr.s64 %rd4, %rd2, 63;
; CHECK: mul.hi.u32 %r2, %r1, 613566757;
; CHECK: mul.hi.u64 %rd5, %rd2, -6148914691236517205;
; CHECK: shr.u64 %rd6, %rd5, 1;
; CHECK: st.global.u64 [%rd1], %rd6;
; CHECK: sub.s64 %rd7, %rd2, %rd3;
; CHECK: shr.u64 %rd8, %rd7, 1;
; CHECK: add.s64 %rd9, %rd3, %rd8;
; CHECK: shr.u64 %rd10, %rd9, 2;
; CHECK: st.global.u64 [%rd1+8], %rd10;
; CHECK: mul.hi.u64 %rd11, %rd2, -3689348814741910323;
; CHECK: shr.u64 %rd12, %rd11, 3;
; CHECK: mul.lo.s64 %rd13, %rd12, 10;
; CHECK: sub.s64 %rd14, %rd2, %rd13;
; CHECK: st.global.u64 [%rd1+16], %rd14;
; CHECK: mul.hi.s64 %rd15, %rd2, -8543223828751151131;
; CHECK: add.s64 %rd16, %rd2, %rd15;
; CHECK: shr.s64 %rd17, %rd16, 29;
; CHECK: sub.s64 %rd18, %rd17, %rd4;
; CHECK: st.global.u64 [%rd1+24], %rd18;
; CHECK: mul.hi.s64 %rd19, %rd2, 6148914691236517206;
; CHECK: sub.s64 %rd20, %rd19, %rd4;
; CHECK: sub.s64 %rd21, 0, %rd20;
; CHECK: mul.lo.s64 %rd22, %rd21, -3;
; CHECK: sub.s64 %rd23, %rd2, %rd22;
; CHECK: st.global.u64 [%rd1+32], %rd23;
; CHECK: shr.u64 %rd24, %rd4, 61;
; CHECK: add.s64 %rd25, %rd2, %rd24;
; CHECK: shr.s64 %rd26, %rd25, 3;
; CHECK: st.global.u64 [%rd1+40], %rd26;
; CHECK: sub.s32 %r3, %r1, %r2;
; CHECK: shr.u32 %r4, %r3, 1;
; CHECK: add.s32 %r5, %r2, %r4;
; CHECK: shr.u32 %r6, %r5, 2;
; CHECK: st.global.u32 [%rd1+48], %r6;
; CHECK-NOT: div.
; CHECK-NOT: rem.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, i64 %n, i32 %w) {
  %a = udiv i64 %n, 3
  %b = udiv i64 %n, 7
  %c = urem i64 %n, 10
  %d = sdiv i64 %n, 1000000007
  %e = srem i64 %n, -3
  %f = sdiv i64 %n, 8
  %g = udiv i32 %w, 7
  %p1 = getelementptr i64, ptr addrspace(1) %p, i64 1
  %p2 = getelementptr i64, ptr addrspace(1) %p, i64 2
  %p3 = getelementptr i64, ptr addrspace(1) %p, i64 3
  %p4 = getelementptr i64, ptr addrspace(1) %p, i64 4
  %p5 = getelementptr i64, ptr addrspace(1) %p, i64 5
  %p6 = getelementptr i64, ptr addrspace(1) %p, i64 6
  store i64 %a, ptr addrspace(1) %p
  store i64 %b, ptr addrspace(1) %p1
  store i64 %c, ptr addrspace(1) %p2
  store i64 %d, ptr addrspace(1) %p3
  store i64 %e, ptr addrspace(1) %p4
  store i64 %f, ptr addrspace(1) %p5
  store i32 %g, ptr addrspace(1) %p6
  ret void
}
