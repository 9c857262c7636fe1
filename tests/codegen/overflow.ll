; llvm.*.with.overflow returns {T, i1}: two parts, built from plain
; operations (isel/lower/intrin_int.c) -- uadd: sum < a (unsigned); sadd:
; (sum < a) != (b < 0); ssub: (diff > a) != (b < 0); usub: a < b; umul:
; mul.hi.u != 0; smul: mul.hi.s differs from the low half's sign.  The
; flag is a predicate like any i1 and may be used in another block.
; SM: 80
; CHECK: add.s32 %r3, %r1, %r2;
; CHECK: setp.lt.u32 %p1, %r3, %r1;
; CHECK: setp.lt.s32 %p7, %r3, %r1;
; CHECK: setp.lt.s32 %p8, %r2, 0;
; CHECK: xor.pred %p2, %p7, %p8;
; CHECK: sub.s16 %rs3, %rs1, %rs2;
; CHECK: setp.gt.s16 %p9, %rs3, %rs1;
; CHECK: xor.pred %p3, %p9, %p10;
; CHECK: setp.lt.u64 %p4, %rd1, %rd2;
; CHECK: mul.hi.u32 %r6, %r1, %r2;
; CHECK: setp.ne.s32 %p5, %r6, 0;
; CHECK: mul.lo.s64 %rd4, %rd1, %rd2;
; CHECK: mul.hi.s64 %rd5, %rd1, %rd2;
; CHECK: shr.s64 %rd6, %rd4, 63;
; CHECK: setp.ne.s64 %p6, %rd5, %rd6;
; CHECK: @!%p1 bra $L__BB0_2;
; CHECK: or.pred %p14, %p13, %p6;
; CHECK: selp.b32 %r7, 0, %r3, %p14;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32)
declare { i16, i1 } @llvm.ssub.with.overflow.i16(i16, i16)
declare { i64, i1 } @llvm.usub.with.overflow.i64(i64, i64)
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64)

; The value and the flag are two parts of the {T, i1} result; the flag
; is read only through extractvalue, in any block.
define i32 @flags(i32 %a, i32 %b, i16 signext %c, i16 signext %d, i64 %e, i64 %f) {
entry:
  %ua = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %a, i32 %b)
  %sa = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %a, i32 %b)
  %ss = call { i16, i1 } @llvm.ssub.with.overflow.i16(i16 %c, i16 %d)
  %us = call { i64, i1 } @llvm.usub.with.overflow.i64(i64 %e, i64 %f)
  %um = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %a, i32 %b)
  %sm = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %e, i64 %f)
  %o1 = extractvalue { i32, i1 } %ua, 1
  br i1 %o1, label %over, label %fine
over:
  ret i32 -1
fine:
  %v1 = extractvalue { i32, i1 } %ua, 0
  %o2 = extractvalue { i32, i1 } %sa, 1
  %o3 = extractvalue { i16, i1 } %ss, 1
  %o4 = extractvalue { i64, i1 } %us, 1
  %o5 = extractvalue { i32, i1 } %um, 1
  %o6 = extractvalue { i64, i1 } %sm, 1
  %x1 = or i1 %o2, %o3
  %x2 = or i1 %x1, %o4
  %x3 = or i1 %x2, %o5
  %x4 = or i1 %x3, %o6
  %r = select i1 %x4, i32 0, i32 %v1
  ret i32 %r
}
