; Folds from the signs of values (ir/sign.c), made by pass cse:
;   @halve:   Numba's floor division `s //= 2` of a counter that starts
;             at (n & 1023) + 5 and loops only while it is positive: the
;             counter is never negative, so the correction of the
;             quotient (when the remainder is negative) folds away and
;             the division is one shr.u64 (llc-19 keeps a signed
;             division: shr, add, shr.s64).
;   @wrap:    a one-block function: the wrap-around index of a thread
;             index, `t < 0 ? t + 128 : t`, is t itself, and t / 24 and
;             t % 24 are unsigned (mul.hi.u32 and one shift, not the
;             signed correction).
;   @unknown: the same division of a parameter, whose sign is not known,
;             keeps its signed form and its correction.
;   @guarded: Halide's memset loop under `n > 0`: the loop's own test
;             for a length of 0, (zext n) << 2 == 0, is false there (the
;             branch dominates it), so no setp.eq guards the loop; n / 4
;             there is unsigned.
;   @count:   i = 0, 3, 6, ... (add nsw): the phi is non-negative by
;             induction over the loop (its own value assumed while its
;             entries are proved), so i % 7 is unsigned: mul.hi.u32.
; SM: 80
; ARGS: -O3
; CHECK: .entry halve(
; CHECK: and.b64 %rd8, %rd2, 1023;
; CHECK: add.s64 %rd7, %rd8, 5;
; CHECK: $L__BB0_1:
; CHECK: add.s64 %rd6, %rd6, %rd7;
; CHECK: shr.u64 %rd7, %rd7, 1;
; CHECK: setp.gt.s64 %p1, %rd7, 0;
; CHECK: @%p1 bra $L__BB0_1;
; CHECK: .entry wrap(
; CHECK: mov.u32 %r1, %tid.x;
; CHECK: mul.wide.s32 %rd3, %r1, 4;
; CHECK: add.s64 %rd4, %rd1, %rd3;
; CHECK: ld.global.f32 %f1, [%rd4];
; CHECK: mul.hi.u32 %r2, %r1, -1431655765;
; CHECK: shr.u32 %r3, %r2, 4;
; CHECK: mul.lo.s32 %r4, %r3, 24;
; CHECK: sub.s32 %r5, %r1, %r4;
; CHECK: .entry unknown(
; CHECK: shr.u32 %r2, %r1, 31;
; CHECK: add.s32 %r3, %r1, %r2;
; CHECK: shr.s32 %r4, %r3, 1;
; CHECK: sub.s32 %r6, %r1, %r5;
; CHECK: setp.lt.s32 %p1, %r6, 0;
; CHECK: selp.b32 %r8, %r7, %r4, %p1;
; CHECK: .entry count(
; CHECK: $L__BB3_1:
; CHECK: mul.hi.u32 %r4, %r2, 613566757;
; CHECK: mul.lo.s32 %r9, %r8, 7;
; CHECK: sub.s32 %r10, %r2, %r9;
; CHECK: .entry guarded(
; CHECK: setp.gt.s32 %p1, %r1, 0;
; CHECK: @!%p1 bra $L__BB4_3;
; CHECK: shr.u32 %r2, %r1, 2;
; CHECK: mov.b64 %rd4, 0;
; CHECK: $L__BB4_2:
; CHECK: st.global.u8 [%rd6], 0;
; CHECK: setp.lt.u64 %p2, %rd4, %rd3;
; CHECK-NOT: setp.eq.s64
; CHECK-NOT: setp.lt.s64
; CHECK-NOT: selp.b64
; CHECK-NOT: mul.hi.s32
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define ptx_kernel void @halve(ptr addrspace(1) %out, i64 %n) {
entry:
  %m = and i64 %n, 1023
  %s0 = add nsw i64 %m, 5
  br label %loop
loop:
  %s = phi i64 [ %s0, %entry ], [ %q, %loop.end ]
  %acc = phi i64 [ 0, %entry ], [ %acc2, %loop.end ]
  %acc2 = add i64 %acc, %s
  %d = sdiv i64 %s, 2
  %r = srem i64 %s, 2
  %rx = xor i64 2, %r
  %neg = icmp slt i64 %rx, 0
  %nz = icmp ne i64 %r, 0
  %fix = and i1 %nz, %neg
  br i1 %fix, label %down, label %keep
down:
  %d1 = sub i64 %d, 1
  br label %loop.end
keep:
  br label %loop.end
loop.end:
  %q = phi i64 [ %d1, %down ], [ %d, %keep ]
  %more = icmp sgt i64 %q, 0
  br i1 %more, label %loop, label %done
done:
  store i64 %acc2, ptr addrspace(1) %out, align 8
  ret void
}

define ptx_kernel void @wrap(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = sext i32 %t to i64
  %lt = icmp slt i64 %t64, 0
  %tw = add i64 %t64, 128
  %ti = select i1 %lt, i64 %tw, i64 %t64
  %p = getelementptr inbounds float, ptr addrspace(1) %in, i64 %ti
  %v = load float, ptr addrspace(1) %p, align 4
  %r = srem i32 %t, 24
  %q = sdiv i32 %t, 24
  %rq = add i32 %r, %q
  %o = getelementptr inbounds float, ptr addrspace(1) %out, i32 %rq
  store float %v, ptr addrspace(1) %o, align 4
  ret void
}

define ptx_kernel void @unknown(ptr addrspace(1) %out, i32 %x) {
entry:
  %q = sdiv i32 %x, 2
  %r = srem i32 %x, 2
  %neg = icmp slt i32 %r, 0
  %q1 = sub i32 %q, 1
  %f = select i1 %neg, i32 %q1, i32 %q
  store i32 %f, ptr addrspace(1) %out, align 4
  ret void
}

define ptx_kernel void @count(ptr addrspace(1) %out, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %r = srem i32 %i, 7
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %i
  store i32 %r, ptr addrspace(1) %p, align 4
  %i.next = add nsw i32 %i, 3
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %done
done:
  ret void
}

define ptx_kernel void @guarded(ptr addrspace(1) %p, ptr addrspace(1) %q, i32 %n) {
entry:
  %pos = icmp sgt i32 %n, 0
  %z = zext i32 %n to i64
  %len = shl nuw nsw i64 %z, 2
  br i1 %pos, label %pre, label %end
pre:
  %empty = icmp eq i64 0, %len
  %quarter = sdiv i32 %n, 4
  store i32 %quarter, ptr addrspace(1) %q, align 4
  br i1 %empty, label %end, label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %a = getelementptr inbounds i8, ptr addrspace(1) %p, i64 %i
  store i8 0, ptr addrspace(1) %a, align 1
  %i.next = add i64 %i, 1
  %more = icmp ult i64 %i.next, %len
  br i1 %more, label %loop, label %end
end:
  ret void
}
