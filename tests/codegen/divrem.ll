; A remainder whose division of the same operands is computed too
; becomes n - q * d (ir/divrem.c, part of pass cse): one division.
;   @rowcol:   udiv and urem of a flat index by a width: one div.u32, the
;              column as a multiply and a subtract;
;   @floordiv: Numba's floor division, the srem before the sdiv: the
;              division moves up to the remainder's place;
;   @across:   the division in the entry block, the remainder in a block
;              it dominates;
;   @kept:     an exact division (poison unless d divides n) with its
;              remainder, a remainder by another divisor, a division
;              and a remainder in sibling blocks: each its own; and by
;              a constant, the selector's mask and shift.
; The 64-bit divisions also get a 32-bit path (ir/bypassdiv.c, the
; pass after): the quotient is a phi of it and of div.s64 / div.u64,
; and the remainder is computed from that phi.
; SM: 80
; ARGS: -O3
; CHECK: .entry rowcol(
; CHECK: div.u32 %r3, %r2, %r1;
; CHECK: st.global.u32 [%rd1], %r3;
; CHECK: mul.lo.s32 %r4, %r3, %r1;
; CHECK: sub.s32 %r5, %r2, %r4;
; CHECK: st.global.u32 [%rd1+4], %r5;
; CHECK: .entry floordiv(
; CHECK: div.s64 %rd6, %rd2, %rd3;
; CHECK: mul.lo.s64 %rd9, %rd6, %rd3;
; CHECK: sub.s64 %rd10, %rd2, %rd9;
; CHECK: setp.lt.s64 %p2, %rd10, 0;
; CHECK: selp.b64 %rd12, %rd11, %rd6, %p6;
; CHECK: .entry across(
; CHECK: div.u64 %rd6, %rd2, %rd3;
; CHECK: @!%p1 bra $L__BB2_5;
; CHECK: mul.lo.s64 %rd9, %rd6, %rd3;
; CHECK: sub.s64 %rd10, %rd2, %rd9;
; CHECK: st.global.u64 [%rd1+8], %rd10;
; CHECK: .entry kept(
; CHECK: div.s32 %r4, %r1, %r2;
; CHECK: rem.s32 %r5, %r1, %r2;
; CHECK: rem.s32 %r7, %r1, %r3;
; CHECK: and.b32 %r9, %r1, 31;
; CHECK: shr.u32 %r11, %r1, 5;
; CHECK: div.u32 %r13, %r1, %r3;
; CHECK: rem.u32 %r14, %r1, %r3;
; CHECK-NOT: rem.s64
; CHECK-NOT: rem.u64
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; a row and a column from a flat index: one division
define ptx_kernel void @rowcol(ptr addrspace(1) %out, i32 %w) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %row = udiv i32 %t, %w
  %col = urem i32 %t, %w
  store i32 %row, ptr addrspace(1) %out, align 4
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i64 1
  store i32 %col, ptr addrspace(1) %p, align 4
  ret void
}

; Numba's floor division: the remainder first, the quotient after it
define ptx_kernel void @floordiv(ptr addrspace(1) %out, i64 %n, i64 %d) {
  %r = srem i64 %n, %d
  %rneg = icmp slt i64 %r, 0
  %dneg = icmp slt i64 %d, 0
  %fix = xor i1 %rneg, %dneg
  %nz = icmp ne i64 %r, 0
  %adj = and i1 %fix, %nz
  %q = sdiv i64 %n, %d
  %q1 = add i64 %q, -1
  %qf = select i1 %adj, i64 %q1, i64 %q
  store i64 %qf, ptr addrspace(1) %out, align 8
  ret void
}

; the division in one block, the remainder in a block it dominates
define ptx_kernel void @across(ptr addrspace(1) %out, i64 %n, i64 %d, i1 zeroext %c) {
entry:
  %q = udiv i64 %n, %d
  store i64 %q, ptr addrspace(1) %out, align 8
  br i1 %c, label %more, label %done
more:
  %r = urem i64 %n, %d
  %p = getelementptr inbounds i64, ptr addrspace(1) %out, i64 1
  store i64 %r, ptr addrspace(1) %p, align 8
  br label %done
done:
  ret void
}

; kept: an exact division (poison unless d divides n), a remainder of
; other operands, a division and a remainder in sibling blocks
define ptx_kernel void @kept(ptr addrspace(1) %out, i32 %n, i32 %d, i32 %e, i1 zeroext %c) {
entry:
  %q = sdiv exact i32 %n, %d
  %r = srem i32 %n, %d
  %r2 = srem i32 %n, %e
  %s = add i32 %q, %r
  %s2 = add i32 %s, %r2
  %c1 = urem i32 %n, 32
  %c2 = udiv i32 %n, 32
  %s3 = add i32 %s2, %c1
  %s4 = xor i32 %s3, %c2
  store i32 %s4, ptr addrspace(1) %out, align 4
  br i1 %c, label %a, label %b
a:
  %qa = udiv i32 %n, %e
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 1
  store i32 %qa, ptr addrspace(1) %p1, align 4
  ret void
b:
  %rb = urem i32 %n, %e
  %p2 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 2
  store i32 %rb, ptr addrspace(1) %p2, align 4
  ret void
}
