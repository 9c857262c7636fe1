; Odd integer widths (C23 _BitInt) live in the next machine width -- i7 in
; a 16-bit register, i24 in 32 bits, i33 and i48 in 64 -- with the bits
; above their width undefined (isel/legal/narrow.c).  mul and add run as they
; are; a signed compare, sdiv and sext sign-extend in-register (shl +
; shr.s), lshr, zext and shift amounts zero-extend (and); a store writes
; the type's store size in pieces its alignment allows, the last byte's
; extra bits zero; a load reads the same pieces; switch compares the
; zero-extended condition; signext/zeroext arguments and returns are
; extended as the attribute promises.
; SM: 90a
; CHECK: arith(
; CHECK: mul.lo.s16 %rs3, %rs1, %rs2;
; CHECK: add.s32 %r3, %r2, 8388607;
; CHECK: shl.b32 %r4, %r3, 8;
; CHECK: shr.s32 %r5, %r4, 8;
; CHECK: shl.b16 %rs4, %rs3, 9;
; CHECK: shr.s16 %rs5, %rs4, 9;
; CHECK: setp.lt.s16 %p1, %rs5, -3;
; CHECK: cvt.u64.u8 %rd2, %rs3;
; CHECK: shl.b64 %rd3, %rd2, 57;
; CHECK: shr.s64 %rd4, %rd3, 57;
; CHECK: mul.hi.s32 %r6, %r5, 1431655766;
; CHECK: shr.s32 %r7, %r5, 31;
; CHECK: sub.s32 %r8, %r6, %r7;
; CHECK: mul.lo.s64 %rd10, %rd1, %rd9;
; CHECK: and.b64 %rd11, %rd10, 8589934591;
; CHECK: shr.u64 %rd12, %rd11, 1;
; CHECK: shift_amount(
; CHECK: and.b32 %r3, %r2, 1048575;
; CHECK: shl.b32 %r4, %r1, %r3;
; CHECK: stores(
; CHECK: st.global.u16 [%rd1], %rs1;
; CHECK: shr.u32 %r3, %r2, 16;
; CHECK: st.global.u8 [%rd1+2], %rs2;
; CHECK: st.global.u16 [%rd1+8], %rs3;
; CHECK: st.global.u16 [%rd1+10], %rs4;
; CHECK: st.global.u16 [%rd1+12], %rs5;
; CHECK: and.b16 %rs7, %rs6, 127;
; CHECK: st.global.u8 [%rd1+16], %rs7;
; CHECK: loads(
; CHECK: ld.global.u16 %r1, [%rd1];
; CHECK: ld.global.u8 %r2, [%rd1+2];
; CHECK: shl.b32 %r3, %r2, 16;
; CHECK: or.b32 %r4, %r1, %r3;
; CHECK: cases(
; CHECK: and.b16 %rs2, %rs1, 4095;
; CHECK: setp.eq.u16 %p1, %rs2, 7;
; CHECK: setp.eq.u16 %p2, %rs2, 4095;
; CHECK: callee(
; CHECK: shl.b32 %r5, %r4, 8;
; CHECK: shr.s32 %r6, %r5, 8;
; CHECK: st.param.b32 [func_retval0], %r6;
; CHECK: caller(
; CHECK: and.b16 %rs2, %rs1, 127;
; CHECK: shl.b32 %r4, %r2, 8;
; CHECK: shr.s32 %r5, %r4, 8;
; CHECK: st.param.b32 [param1], %r5;
; CHECK-NOT: st.global.u32
; CHECK-NOT: ld.global.u32
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Arithmetic that does not read the upper bits runs as it is; sdiv
; sign-extends (shl + shr.s), lshr zero-extends (and), a compare extends
; both sides, a constant is extended at compile time.
define i64 @arith(i64 %x, i32 %y) {
  %a7 = trunc i64 %x to i7
  %b7 = trunc i32 %y to i7
  %m7 = mul i7 %a7, %b7
  %c7 = icmp slt i7 %m7, -3
  %a24 = trunc i64 %x to i24
  %s24 = add i24 %a24, 8388607
  %d24 = sdiv i24 %s24, 3
  %a33 = trunc i64 %x to i33
  %b33 = zext i32 %y to i33
  %p33 = mul i33 %a33, %b33
  %sh33 = lshr i33 %p33, 1
  %e7 = sext i7 %m7 to i64
  %e24 = sext i24 %d24 to i64
  %e33 = zext i33 %sh33 to i64
  %sel = select i1 %c7, i64 %e7, i64 %e24
  %r = add i64 %sel, %e33
  ret i64 %r
}

; The shift amount of an odd width is zero-extended too.
define i32 @shift_amount(i32 %x, i32 %n) {
  %a = trunc i32 %x to i20
  %s = trunc i32 %n to i20
  %r = shl i20 %a, %s
  %z = zext i20 %r to i32
  ret i32 %z
}

; Memory: the store size only -- an i24 is 2 + 1 bytes, an i48 at align 2
; is three halfwords, an i7 is one byte with its eighth bit cleared.
define void @stores(ptr addrspace(1) %p, i64 %x) {
  %v24 = trunc i64 %x to i24
  store i24 %v24, ptr addrspace(1) %p, align 4
  %q = getelementptr inbounds i8, ptr addrspace(1) %p, i64 8
  %v48 = trunc i64 %x to i48
  store i48 %v48, ptr addrspace(1) %q, align 2
  %r = getelementptr inbounds i8, ptr addrspace(1) %p, i64 16
  %v7 = trunc i64 %x to i7
  store i7 %v7, ptr addrspace(1) %r, align 1
  ret void
}

define i64 @loads(ptr addrspace(1) %p) {
  %v = load i24, ptr addrspace(1) %p, align 4
  %w = sext i24 %v to i64
  ret i64 %w
}

; switch compares the zero-extended condition with masked case values.
define i32 @cases(i32 %x) {
entry:
  %v = trunc i32 %x to i12
  switch i12 %v, label %d [ i12 -1, label %a
                            i12 7, label %b ]
a:
  ret i32 1
b:
  ret i32 2
d:
  ret i32 3
}

; signext/zeroext arguments and returns are extended as promised.
define internal signext i24 @callee(i7 zeroext %a, i24 signext %b) noinline {
  %w = zext i7 %a to i24
  %r = add i24 %w, %b
  ret i24 %r
}

define i32 @caller(i32 %x, i32 %y) {
  %a = trunc i32 %x to i7
  %b = trunc i32 %y to i24
  %r = call signext i24 @callee(i7 zeroext %a, i24 signext %b)
  %z = sext i24 %r to i32
  ret i32 %z
}
