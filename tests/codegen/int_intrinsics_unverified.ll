; Integer intrinsics on types the NVVM verifier does not allow (i128 bit
; counts, i8/i24 overflow, an i24 ctlz), selected all the same when it is
; skipped (--no-verify): i128 ctlz is clz(hi), or 64 + clz(lo) when hi is
; 0; cttz the mirror image with brev; ctpop the sum of both words; bswap
; swaps the words and permutes each; umin/abs compare and select words.
; A narrow overflow computes in a wider type and checks that the result
; still fits (i8 smul: the product against its own sign extension).
; SM: 100a
; ARGS: --no-verify
; CHECK: wide(
; CHECK: popc.b64 %r1, %rd1;
; CHECK: popc.b64 %r2, %rd2;
; CHECK: add.s32 %r3, %r1, %r2;
; CHECK: setp.eq.s64 %p7, %rd2, 0;
; CHECK: clz.b64 %r4, %rd1;
; CHECK: add.s32 %r5, %r4, 64;
; CHECK: clz.b64 %r6, %rd2;
; CHECK: selp.b32 %r7, %r5, %r6, %p7;
; CHECK: brev.b64 %rd12, %rd4;
; CHECK: mov.b64 %rd16, {%r13, %r15};
; CHECK: narrow(
; CHECK: mul.lo.s16 %rs3, %rs1, %rs2;
; CHECK: add.s32 %r3, %r2, %r2;
; CHECK: clz.b32 %r4, %r2;
; CHECK: add.s32 %r5, %r4, -8;
; CHECK: shl.b16 %rs4, %rs3, 8;
; CHECK: shr.s16 %rs5, %rs4, 8;
; CHECK: setp.ne.s16 %p1, %rs3, %rs5;
; CHECK: setp.ne.s32 %p2, %r3, %r7;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i128 @llvm.ctpop.i128(i128)
declare i128 @llvm.ctlz.i128(i128, i1)
declare i128 @llvm.cttz.i128(i128, i1)
declare i128 @llvm.bswap.i128(i128)
declare i128 @llvm.abs.i128(i128, i1)
declare i128 @llvm.umin.i128(i128, i128)
declare { i8, i1 } @llvm.smul.with.overflow.i8(i8, i8)
declare { i24, i1 } @llvm.uadd.with.overflow.i24(i24, i24)
declare i24 @llvm.ctlz.i24(i24, i1)

define i128 @wide(i128 %a, i128 %b) {
  %p = call i128 @llvm.ctpop.i128(i128 %a)
  %l = call i128 @llvm.ctlz.i128(i128 %a, i1 false)
  %t = call i128 @llvm.cttz.i128(i128 %b, i1 false)
  %s = call i128 @llvm.bswap.i128(i128 %b)
  %m = call i128 @llvm.umin.i128(i128 %a, i128 %b)
  %x = call i128 @llvm.abs.i128(i128 %m, i1 false)
  %r1 = xor i128 %p, %l
  %r2 = xor i128 %r1, %t
  %r3 = xor i128 %r2, %s
  %r4 = xor i128 %r3, %x
  ret i128 %r4
}

define i32 @narrow(i8 signext %a, i8 signext %b, i32 %c) {
  %m = call { i8, i1 } @llvm.smul.with.overflow.i8(i8 %a, i8 %b)
  %mo = extractvalue { i8, i1 } %m, 1
  %w = trunc i32 %c to i24
  %u = call { i24, i1 } @llvm.uadd.with.overflow.i24(i24 %w, i24 %w)
  %uo = extractvalue { i24, i1 } %u, 1
  %z = call i24 @llvm.ctlz.i24(i24 %w, i1 false)
  %o = or i1 %mo, %uo
  %zz = zext i24 %z to i32
  %oz = zext i1 %o to i32
  %r = add i32 %zz, %oz
  ret i32 %r
}
