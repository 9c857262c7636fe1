; Unsigned division by an even constant whose magic multiplier would need
; the add fix-up (pass "div-const", isel/dag/divconst.c): the dividend is
; shifted right by the divisor's trailing zeros first, and the odd rest
; has a multiplier that needs none, since the shifted dividend has that
; many fewer bits.  u64 / 1000 is shr 3, mulhi, shr 4 where the plain
; form was mulhi, sub, shr, add, shr; u64 % 14 and u32 / 14 the same with
; one bit; u64 / 24 keeps the plain form (its multiplier needs no add).
; The sequences and magic numbers are the ones llc-19 writes.
; SM: 80
; ARGS: -O3
; CHECK: shr.u64 %rd3, %rd2, 3;
; CHECK: mul.hi.u64 %rd4, %rd3, 2361183241434822607;
; CHECK: shr.u64 %rd5, %rd4, 4;
; CHECK: st.global.u64 [%rd1], %rd5;
; CHECK: shr.u64 %rd6, %rd2, 1;
; CHECK: mul.hi.u64 %rd7, %rd6, 5270498306774157605;
; CHECK: shr.u64 %rd8, %rd7, 1;
; CHECK: mul.lo.s64 %rd9, %rd8, 14;
; CHECK: sub.s64 %rd10, %rd2, %rd9;
; CHECK: st.global.u64 [%rd1+8], %rd10;
; CHECK: shr.u32 %r2, %r1, 1;
; CHECK: mul.hi.u32 %r3, %r2, -1840700269;
; CHECK: shr.u32 %r4, %r3, 2;
; CHECK: st.global.u32 [%rd1+16], %r4;
; CHECK: mul.hi.u64 %rd11, %rd2, -6148914691236517205;
; CHECK: shr.u64 %rd12, %rd11, 4;
; CHECK: st.global.u64 [%rd1+24], %rd12;
; CHECK-NOT: add.s64
; CHECK-NOT: add.s32
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @even(ptr addrspace(1) %out, i64 %n, i32 %m) {
  %q1 = udiv i64 %n, 1000
  store i64 %q1, ptr addrspace(1) %out
  %r1 = urem i64 %n, 14
  %p1 = getelementptr i64, ptr addrspace(1) %out, i64 1
  store i64 %r1, ptr addrspace(1) %p1
  %q2 = udiv i32 %m, 14
  %p2 = getelementptr i64, ptr addrspace(1) %out, i64 2
  store i32 %q2, ptr addrspace(1) %p2
  %q3 = udiv i64 %n, 24
  %p3 = getelementptr i64, ptr addrspace(1) %out, i64 3
  store i64 %q3, ptr addrspace(1) %p3
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @even, !"kernel", i32 1}
