; tests/sim/kernels/bypassdiv.ll -- 64-bit divisions given a 32-bit path
; (ir/bypassdiv.c) beside llc-19.  Each thread picks its operands with
; selects, so one division sees both paths across the threads: a
; dividend and divisor below 2^32 (some of them with bit 31 set, where a
; signed 32-bit division would be wrong), just above it (bit 32 alone),
; far above it, and negative for the signed kinds; a dividend zero-
; extended from 32 bits divided by a divisor above, below and equal to
; it (the unsigned short-dividend test); an srem and a udiv of the same
; operands (one shared test), then a udiv of the same dividend by
; another divisor (a test of its own); both operands known to fit (no
; test); a shift by 31, which does not make a value fit; and (@loopdiv)
; a division in a loop of one block.  Divisors
; are never 0 and no signed dividend is the most negative value.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

define ptx_kernel void @bypass(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %g0 = shl i32 %b, 6
  %g32 = add i32 %g0, %t
  %g = zext i32 %g32 to i64
  ; dividends: small, with bit 31 set, bit 32 alone, far above 2^32
  %small = mul i64 %g, 12345
  %small7 = add i64 %small, 7
  %mid = add i64 %small, 2147483648
  %b32 = add i64 %small, 4294967296
  %far0 = shl i64 %small7, 33
  %far = add i64 %far0, %g
  %bit0 = and i64 %g, 1
  %bit1 = and i64 %g, 2
  %bit2 = and i64 %g, 4
  %bit3 = and i64 %g, 8
  %bit4 = and i64 %g, 16
  %c0 = icmp ne i64 %bit0, 0
  %c1 = icmp ne i64 %bit1, 0
  %c2 = icmp ne i64 %bit2, 0
  %c3 = icmp ne i64 %bit3, 0
  %c4 = icmp ne i64 %bit4, 0
  %nlo = select i1 %c4, i64 %mid, i64 %small7
  %nhi = select i1 %c4, i64 %b32, i64 %far
  %n = select i1 %c0, i64 %nhi, i64 %nlo
  ; divisors: small, with bit 31 set, bit 32 alone, far above
  %m13 = urem i64 %g, 13
  %dsmall = add i64 %m13, 1
  %dmid = or i64 %dsmall, 2147483648
  %dlo = select i1 %c3, i64 %dmid, i64 %dsmall
  %db32 = or i64 %dsmall, 4294967296
  %dfar = shl i64 %dsmall, 40
  %dhi = select i1 %c3, i64 %db32, i64 %dfar
  %d = select i1 %c1, i64 %dhi, i64 %dlo
  %base = mul i64 %g, 16
  %o0 = getelementptr inbounds i64, ptr addrspace(1) %out, i64 %base
  %uq = udiv i64 %n, %d
  store i64 %uq, ptr addrspace(1) %o0, align 8
  %ur = urem i64 %n, %d
  %o1 = getelementptr inbounds i64, ptr addrspace(1) %o0, i64 1
  store i64 %ur, ptr addrspace(1) %o1, align 8
  ; signed: negate by bits 2 and 3 (of g, again: the same classes)
  %nn = sub i64 0, %n
  %sn = select i1 %c2, i64 %nn, i64 %n
  %dn = sub i64 0, %d
  %sd0 = select i1 %c3, i64 %dn, i64 %d
  %sd = select i1 %c4, i64 %d, i64 %sd0
  %sq = sdiv i64 %sn, %sd
  %o2 = getelementptr inbounds i64, ptr addrspace(1) %o0, i64 2
  store i64 %sq, ptr addrspace(1) %o2, align 8
  %sr = srem i64 %sn, %sd
  %o3 = getelementptr inbounds i64, ptr addrspace(1) %o0, i64 3
  store i64 %sr, ptr addrspace(1) %o3, align 8
  ; an srem, then a udiv of the same operands: one test for both
  %xr = srem i64 %n, %d
  %o4 = getelementptr inbounds i64, ptr addrspace(1) %o0, i64 4
  store i64 %xr, ptr addrspace(1) %o4, align 8
  %xq = udiv i64 %n, %d
  %o5 = getelementptr inbounds i64, ptr addrspace(1) %o0, i64 5
  store i64 %xq, ptr addrspace(1) %o5, align 8
  ; the same dividend, another divisor: a test of its own
  %d2 = select i1 %c0, i64 %dsmall, i64 %dfar
  %yq = udiv i64 %n, %d2
  %o12 = getelementptr inbounds i64, ptr addrspace(1) %o0, i64 12
  store i64 %yq, ptr addrspace(1) %o12, align 8
  ; a dividend from 32 bits: d above it (q = 0, r = n) or not
  %w32 = mul i32 %g32, 33554467
  %w = zext i32 %w32 to i64
  %wq = udiv i64 %w, %d
  %o6 = getelementptr inbounds i64, ptr addrspace(1) %o0, i64 6
  store i64 %wq, ptr addrspace(1) %o6, align 8
  %wr = urem i64 %w, %d
  %o7 = getelementptr inbounds i64, ptr addrspace(1) %o0, i64 7
  store i64 %wr, ptr addrspace(1) %o7, align 8
  ; the same dividend signed: the test is on d alone
  %wsq = sdiv i64 %w, %sd
  %o8 = getelementptr inbounds i64, ptr addrspace(1) %o0, i64 8
  store i64 %wsq, ptr addrspace(1) %o8, align 8
  ; both known to fit: a 32-bit division, no test
  %k = and i64 %n, 4294967295
  %kd0 = lshr i64 %far, 40
  %kd = or i64 %kd0, 1
  %kq = sdiv i64 %k, %kd
  %o9 = getelementptr inbounds i64, ptr addrspace(1) %o0, i64 9
  store i64 %kq, ptr addrspace(1) %o9, align 8
  %kr = urem i64 %k, %dsmall
  %o10 = getelementptr inbounds i64, ptr addrspace(1) %o0, i64 10
  store i64 %kr, ptr addrspace(1) %o10, align 8
  ; a dividend from 32 bits divided by itself every other thread
  %w1x = or i32 %w32, 1
  %w1 = zext i32 %w1x to i64
  %c5 = icmp ne i64 %bit0, 0
  %ed = select i1 %c5, i64 %w1, i64 %d
  %eq = udiv i64 %w1, %ed
  %o13 = getelementptr inbounds i64, ptr addrspace(1) %o0, i64 13
  store i64 %eq, ptr addrspace(1) %o13, align 8
  %er = urem i64 %w1, %ed
  %o14 = getelementptr inbounds i64, ptr addrspace(1) %o0, i64 14
  store i64 %er, ptr addrspace(1) %o14, align 8
  ; a shift by 31 keeps 33 bits: not known to fit
  %top = or i64 %far, -9223372036854775808
  %top31 = lshr i64 %top, 31
  %tq = udiv i64 %top31, %kd
  %o15 = getelementptr inbounds i64, ptr addrspace(1) %o0, i64 15
  store i64 %tq, ptr addrspace(1) %o15, align 8
  ; a hash: left as a 64-bit division
  %h = xor i64 %n, 81985529216486895
  %hq = udiv i64 %h, %d
  %o11 = getelementptr inbounds i64, ptr addrspace(1) %o0, i64 11
  store i64 %hq, ptr addrspace(1) %o11, align 8
  ret void
}

; a division in a one-block loop: the split moves the back edge to the
; new block, and the loop phis must name it (block_split_before);
; threads from 4 on start above 2^32 and take the slow path
define ptx_kernel void @loopdiv(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %g0 = shl i32 %b, 6
  %g32 = add i32 %g0, %t
  %g = zext i32 %g32 to i64
  %big = shl i64 %g, 30
  %start = add i64 %big, 12345
  br label %loop
loop:
  %x = phi i64 [ %start, %entry ], [ %x2, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc2, %loop ]
  %k = phi i64 [ 0, %entry ], [ %k2, %loop ]
  %d = add i64 %k, 3
  %q = udiv i64 %x, %d
  %r = urem i64 %x, %d
  %acc1 = add i64 %acc, %q
  %acc2 = xor i64 %acc1, %r
  %x2 = sub i64 %x, %q
  %k2 = add i64 %k, 1
  %c = icmp ult i64 %k2, 20
  br i1 %c, label %loop, label %exit
exit:
  %o = getelementptr inbounds i64, ptr addrspace(1) %out, i64 %g
  store i64 %acc2, ptr addrspace(1) %o, align 8
  ret void
}
