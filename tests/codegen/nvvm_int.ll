; The llvm.nvvm integer intrinsics: one rule each in nvptx.md (mul.hi,
; mul24, sad, prmt and its modes, dp4a/dp2a -- idp2a's constant third
; argument picks .hi -- bfind for flo, mov.b32 for bitcasts, shf.l.clamp,
; szext and bmsk), or a few operations (isel/lower/intrin_int.c: rotate.b64 and
; swap.lo.hi.b64).  On sm_75 szext raises .version to 7.6, the version
; that introduced it.
; SM: 75
; CHECK: .version 7.6
; CHECK: mul.hi.s32 %r3, %r1, %r2;
; CHECK: mul.hi.u64 %rd2, %rd1, 7;
; CHECK: mul.hi.s16 %rs2, %rs1, %rs1;
; CHECK: mul24.lo.u32 %r4, %r1, %r2;
; CHECK: sad.s32 %r5, %r1, %r2, 3;
; CHECK: sad.u64 %rd3, %rd1, %rd1, %rd1;
; CHECK: prmt.b32 %r6, %r1, %r2, 17185;
; CHECK: prmt.b32.rc8 %r7, %r1, 0, %r2;
; CHECK: dp4a.s32.u32 %r8, %r1, %r2, %r3;
; CHECK: dp2a.hi.u32.s32 %r9, %r1, %r2, %r8;
; CHECK: bfind.u32 %r10, %r1;
; CHECK: bfind.shiftamt.s64 %r11, %rd1;
; CHECK: mov.b32 %r12, %f1;
; CHECK: shf.l.clamp.b32 %r13, %r2, %r1, 40;
; CHECK: and.b64 %rd5, %rd4, 63;
; CHECK: sub.s32 %r15, 64, %r14;
; CHECK: shl.b64 %rd6, %rd1, %r15;
; CHECK: shr.u64 %rd7, %rd1, %r14;
; CHECK: szext.clamp.s32 %r16, %r1, 12;
; CHECK: bmsk.wrap.b32 %r17, 4, %r2;
; CHECK: xor.b32 %r28, %r27, %r13;
; CHECK: shf.l.wrap.b32 %r29, %r1, %r1, 3;
; CHECK: xor.b32 %r30, %r28, %r29;
; CHECK: mov.b64 {_, %r33}, %rd8;
; CHECK: mov.b64 {%r34, _}, %rd8;
; CHECK: mov.b64 %rd12, {%r33, %r34};
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.mulhi.i(i32, i32)
declare i64 @llvm.nvvm.mulhi.ull(i64, i64)
declare i16 @llvm.nvvm.mulhi.s(i16, i16)
declare i32 @llvm.nvvm.mul24.ui(i32, i32)
declare i32 @llvm.nvvm.sad.i(i32, i32, i32)
declare i64 @llvm.nvvm.sad.ull(i64, i64, i64)
declare i32 @llvm.nvvm.prmt(i32, i32, i32)
declare i32 @llvm.nvvm.prmt.rc8(i32, i32)
declare i32 @llvm.nvvm.idp4a.s.u(i32, i32, i32)
declare i32 @llvm.nvvm.idp2a.u.s(i32, i32, i1 immarg, i32)
declare i32 @llvm.nvvm.flo.u.i32(i32, i1)
declare i32 @llvm.nvvm.flo.s.i64(i64, i1)
declare i32 @llvm.nvvm.bitcast.f2i(float)
declare double @llvm.nvvm.bitcast.ll2d(i64)
declare i32 @llvm.nvvm.fshl.clamp.i32(i32, i32, i32)
declare i32 @llvm.nvvm.rotate.b32(i32, i32)
declare i64 @llvm.nvvm.rotate.right.b64(i64, i32)
declare i64 @llvm.nvvm.swap.lo.hi.b64(i64)
declare i32 @llvm.nvvm.sext.clamp(i32, i32)
declare i32 @llvm.nvvm.bmsk.wrap(i32, i32)

define i64 @nvvm_int(i32 %a, i32 %b, i64 %c, i16 signext %h, float %f) {
  %m1 = call i32 @llvm.nvvm.mulhi.i(i32 %a, i32 %b)
  %m2 = call i64 @llvm.nvvm.mulhi.ull(i64 %c, i64 7)
  %m3 = call i16 @llvm.nvvm.mulhi.s(i16 %h, i16 %h)
  %m4 = call i32 @llvm.nvvm.mul24.ui(i32 %a, i32 %b)
  %s1 = call i32 @llvm.nvvm.sad.i(i32 %a, i32 %b, i32 3)
  %s2 = call i64 @llvm.nvvm.sad.ull(i64 %c, i64 %c, i64 %c)
  %p1 = call i32 @llvm.nvvm.prmt(i32 %a, i32 %b, i32 17185)
  %p2 = call i32 @llvm.nvvm.prmt.rc8(i32 %a, i32 %b)
  %d4 = call i32 @llvm.nvvm.idp4a.s.u(i32 %a, i32 %b, i32 %m1)
  %d2 = call i32 @llvm.nvvm.idp2a.u.s(i32 %a, i32 %b, i1 true, i32 %d4)
  %f1 = call i32 @llvm.nvvm.flo.u.i32(i32 %a, i1 false)
  %f2 = call i32 @llvm.nvvm.flo.s.i64(i64 %c, i1 true)
  %bc = call i32 @llvm.nvvm.bitcast.f2i(float %f)
  %fs = call i32 @llvm.nvvm.fshl.clamp.i32(i32 %a, i32 %b, i32 40)
  %r1 = call i32 @llvm.nvvm.rotate.b32(i32 %a, i32 3)
  %r2 = call i64 @llvm.nvvm.rotate.right.b64(i64 %c, i32 %a)
  %sw = call i64 @llvm.nvvm.swap.lo.hi.b64(i64 %r2)
  %sx = call i32 @llvm.nvvm.sext.clamp(i32 %a, i32 12)
  %bm = call i32 @llvm.nvvm.bmsk.wrap(i32 4, i32 %b)
  %hz = sext i16 %m3 to i32
  %x1 = xor i32 %m1, %hz
  %x2 = xor i32 %x1, %m4
  %x3 = xor i32 %x2, %s1
  %x4 = xor i32 %x3, %p1
  %x5 = xor i32 %x4, %p2
  %x6 = xor i32 %x5, %d2
  %x7 = xor i32 %x6, %f1
  %x8 = xor i32 %x7, %f2
  %x9 = xor i32 %x8, %bc
  %x10 = xor i32 %x9, %fs
  %x11 = xor i32 %x10, %r1
  %x12 = xor i32 %x11, %sx
  %x13 = xor i32 %x12, %bm
  %z = zext i32 %x13 to i64
  %y1 = add i64 %z, %m2
  %y2 = add i64 %y1, %s2
  %y3 = add i64 %y2, %sw
  ret i64 %y3
}
