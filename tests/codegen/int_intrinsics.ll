; The generic integer intrinsics (isel/lower/intrin_int.c) on every width:
; ctlz of an i8 is clz of its zero extension minus 24; cttz is
; clz(brev(x)), with a stop bit (1 << 16) for an i16 so that cttz(0) is
; 16; popc.b64 and clz.b64 give a u32 count, widened back; bitreverse of
; an i16 is brev.b32 shifted down 16; bswap is prmt.b32 (selector 0x0001
; for i16, 0x0123 = 291 for i32, both halves of an i64, swapped).  fshl
; and fshr of i32 are shf.l/r.wrap (the low word first); other widths
; shift and or, the amount taken modulo the width.  sadd.sat of i32 is
; add.sat.s32; uadd.sat min(a, ~b) + b; usub.sat max(a, b) - b; an i16
; ssub.sat is clamped in 32 bits; an i64 sadd.sat selects the saturated
; value on overflow.  Vectors go element by element; reductions fold the
; scalar operation; scmp is two compares and two selp.
; SM: 90a
; CHECK: bits(
; CHECK: cvt.u32.u8 %r2, %rs1;
; CHECK: clz.b32 %r3, %r2;
; CHECK: add.s32 %r4, %r3, -24;
; CHECK: or.b32 %r6, %r5, 65536;
; CHECK: brev.b32 %r7, %r6;
; CHECK: clz.b32 %r8, %r7;
; CHECK: brev.b32 %r9, %r1;
; CHECK: clz.b32 %r10, %r9;
; CHECK: popc.b64 %r11, %rd1;
; CHECK: cvt.u64.u32 %rd7, %r11;
; CHECK: clz.b64 %r12, %rd1;
; CHECK: brev.b32 %r14, %r13;
; CHECK: shr.u32 %r15, %r14, 16;
; CHECK: prmt.b32 %r17, %r16, 0, 1;
; CHECK: prmt.b32 %r18, %r1, 0, 291;
; CHECK: mov.b64 {_, %r19}, %rd1;
; CHECK: prmt.b32 %r20, %r19, 0, 291;
; CHECK: mov.b64 {%r21, _}, %rd1;
; CHECK: prmt.b32 %r22, %r21, 0, 291;
; CHECK: mov.b64 %rd17, {%r20, %r22};
; CHECK: funnels(
; CHECK: shf.l.wrap.b32 %r5, %r2, %r1, %r3;
; CHECK: shf.r.wrap.b32 %r6, %r1, %r1, 13;
; CHECK: shl.b16 %rs2, %rs1, 5;
; CHECK: shr.u16 %rs3, %rs1, 11;
; CHECK: sub.s32 %r8, 64, %r4;
; CHECK: shl.b64 %rd6, %rd1, %r8;
; CHECK: shr.u64 %rd7, %rd1, %r4;
; CHECK: arith(
; CHECK: add.sat.s32 %r3, %r1, %r2;
; CHECK: xor.b32 %r4, %r2, -1;
; CHECK: min.u32 %r5, %r1, %r4;
; CHECK: add.s32 %r6, %r5, %r2;
; CHECK: abs.s32 %r8, %r1;
; CHECK: sub.s32 %r12, %r10, %r11;
; CHECK: max.s32 %r13, %r12, -32768;
; CHECK: min.s32 %r14, %r13, 32767;
; CHECK: max.u64 %rd7, %rd1, %rd2;
; CHECK: sub.s64 %rd8, %rd7, %rd2;
; CHECK: setp.lt.s64 %p1, %rd3, %rd1;
; CHECK: setp.lt.s64 %p2, %rd2, 0;
; CHECK: xor.pred %p3, %p1, %p2;
; CHECK: shr.s64 %rd10, %rd3, 63;
; CHECK: xor.b64 %rd11, %rd10, -9223372036854775808;
; CHECK: selp.b64 %rd12, %rd11, %rd3, %p3;
; CHECK: max.s16 %rs6, %rs3, 0;
; CHECK: setp.lt.s32 %p4, %r1, %r2;
; CHECK: setp.gt.s32 %p5, %r1, %r2;
; CHECK: selp.b16 %rs7, 1, 0, %p5;
; CHECK: selp.b16 %rs8, -1, %rs7, %p4;
; CHECK: reduce(
; CHECK: add.s32 %r5, %r1, %r2;
; CHECK: add.s32 %r7, %r6, %r4;
; CHECK: max.u16 %rs7, %rs1, %rs2;
; CHECK: max.u16 %rs8, %rs7, %rs3;
; CHECK: max.u16 %rs9, %rs8, %rs4;
; CHECK: cvt.u32.u8 %r8, %rs9;
; CHECK: or.pred %p3, %p1, %p2;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i8 @llvm.ctlz.i8(i8, i1)
declare i16 @llvm.cttz.i16(i16, i1)
declare i32 @llvm.cttz.i32(i32, i1)
declare i64 @llvm.ctpop.i64(i64)
declare i64 @llvm.ctlz.i64(i64, i1)
declare i16 @llvm.bitreverse.i16(i16)
declare i16 @llvm.bswap.i16(i16)
declare i32 @llvm.bswap.i32(i32)
declare i64 @llvm.bswap.i64(i64)

define i64 @bits(i8 zeroext %a, i16 zeroext %b, i32 %c, i64 %d) {
  %clz8 = call i8 @llvm.ctlz.i8(i8 %a, i1 false)
  %ctz16 = call i16 @llvm.cttz.i16(i16 %b, i1 false)
  %ctz32 = call i32 @llvm.cttz.i32(i32 %c, i1 true)
  %pop64 = call i64 @llvm.ctpop.i64(i64 %d)
  %clz64 = call i64 @llvm.ctlz.i64(i64 %d, i1 false)
  %rev16 = call i16 @llvm.bitreverse.i16(i16 %b)
  %bs16 = call i16 @llvm.bswap.i16(i16 %b)
  %bs32 = call i32 @llvm.bswap.i32(i32 %c)
  %bs64 = call i64 @llvm.bswap.i64(i64 %d)
  %z1 = zext i8 %clz8 to i64
  %z2 = zext i16 %ctz16 to i64
  %z3 = zext i32 %ctz32 to i64
  %z4 = zext i16 %rev16 to i64
  %z5 = zext i16 %bs16 to i64
  %z6 = zext i32 %bs32 to i64
  %s1 = add i64 %z1, %z2
  %s2 = add i64 %s1, %z3
  %s3 = add i64 %s2, %pop64
  %s4 = add i64 %s3, %clz64
  %s5 = add i64 %s4, %z4
  %s6 = add i64 %s5, %z5
  %s7 = add i64 %s6, %z6
  %s8 = add i64 %s7, %bs64
  ret i64 %s8
}

declare i32 @llvm.fshl.i32(i32, i32, i32)
declare i32 @llvm.fshr.i32(i32, i32, i32)
declare i16 @llvm.fshl.i16(i16, i16, i16)
declare i64 @llvm.fshr.i64(i64, i64, i64)

define i64 @funnels(i32 %a, i32 %b, i32 %n, i16 zeroext %h, i64 %w) {
  %l = call i32 @llvm.fshl.i32(i32 %a, i32 %b, i32 %n)
  %r = call i32 @llvm.fshr.i32(i32 %a, i32 %a, i32 13)
  %h2 = call i16 @llvm.fshl.i16(i16 %h, i16 %h, i16 5)
  %w2 = call i64 @llvm.fshr.i64(i64 %w, i64 %w, i64 %w)
  %x = xor i32 %l, %r
  %z = zext i32 %x to i64
  %hz = zext i16 %h2 to i64
  %s = add i64 %z, %hz
  %t = add i64 %s, %w2
  ret i64 %t
}

declare i32 @llvm.sadd.sat.i32(i32, i32)
declare i32 @llvm.uadd.sat.i32(i32, i32)
declare i16 @llvm.ssub.sat.i16(i16, i16)
declare i64 @llvm.usub.sat.i64(i64, i64)
declare i64 @llvm.sadd.sat.i64(i64, i64)
declare i32 @llvm.abs.i32(i32, i1)
declare <2 x i16> @llvm.smax.v2i16(<2 x i16>, <2 x i16>)
declare i8 @llvm.scmp.i8.i32(i32, i32)

define i64 @arith(i32 %a, i32 %b, i16 signext %c, i16 signext %d, i64 %e, i64 %f, <2 x i16> %v) {
  %s1 = call i32 @llvm.sadd.sat.i32(i32 %a, i32 %b)
  %s2 = call i32 @llvm.uadd.sat.i32(i32 %a, i32 %b)
  %s3 = call i16 @llvm.ssub.sat.i16(i16 %c, i16 %d)
  %s4 = call i64 @llvm.usub.sat.i64(i64 %e, i64 %f)
  %s5 = call i64 @llvm.sadd.sat.i64(i64 %e, i64 %f)
  %ab = call i32 @llvm.abs.i32(i32 %a, i1 false)
  %mx = call <2 x i16> @llvm.smax.v2i16(<2 x i16> %v, <2 x i16> <i16 0, i16 0>)
  %m0 = extractelement <2 x i16> %mx, i32 0
  %cm = call i8 @llvm.scmp.i8.i32(i32 %a, i32 %b)
  %x1 = xor i32 %s1, %s2
  %x2 = xor i32 %x1, %ab
  %z1 = zext i32 %x2 to i64
  %z3 = sext i16 %s3 to i64
  %z0 = sext i16 %m0 to i64
  %zc = sext i8 %cm to i64
  %t1 = add i64 %z1, %z3
  %t2 = add i64 %t1, %s4
  %t3 = add i64 %t2, %s5
  %t4 = add i64 %t3, %z0
  %t5 = add i64 %t4, %zc
  ret i64 %t5
}

declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>)
declare i8 @llvm.vector.reduce.umax.v4i8(<4 x i8>)
declare i1 @llvm.vector.reduce.or.v2i1(<2 x i1>)

define i32 @reduce(<4 x i32> %v, <4 x i8> %b, <2 x i1> %p) {
  %s = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %v)
  %m = call i8 @llvm.vector.reduce.umax.v4i8(<4 x i8> %b)
  %o = call i1 @llvm.vector.reduce.or.v2i1(<2 x i1> %p)
  %mz = zext i8 %m to i32
  %oz = zext i1 %o to i32
  %r1 = add i32 %s, %mz
  %r2 = add i32 %r1, %oz
  ret i32 %r2
}
