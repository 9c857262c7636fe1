; An i8 lives in a 16-bit register whose upper byte is undefined
; (isel/legal/narrow.c), unless a load or a parameter's ld.param.u8 (.s8
; for signext) filled it (isel/select/preds.c, byte_extended: divs's
; signext operands need no cvt).  What reads that byte extends first, as LLVM does:
; udiv, urem, lshr and unsigned compares with cvt.u16.u8; sdiv, srem,
; ashr, signed compares, smin/smax with cvt.s16.s8 (and constants at
; compile time: umax with -7 compares against 249); the i16 result is the
; i8 again for free, the same register.  uitofp/sitofp need nothing: cvt
; from .u8/.s8 reads the low byte only.  A division by a constant is
; done in 32 bits (isel/dag/divconst.c: ptxas calls a subroutine for
; div.s16), the extended value sign-extended once more, as a
; multiplication by a magic number (sdiv by 3: mulhi.s(n, 0x55555556)).
; SM: 80
; CHECK: divs(
; CHECK: cvt.u16.u8 %rs3, %rs1;
; CHECK: cvt.u16.u8 %rs4, %rs2;
; CHECK: div.u16 %rs5, %rs3, %rs4;
; CHECK: rem.s16 %rs6, %rs1, %rs2;
; CHECK: add.s16 %rs7, %rs5, %rs6;
; CHECK: cvt.s32.s8 %r1, %rs7;
; CHECK: shifts(
; CHECK: cvt.u32.u8 %r1, %rs2;
; CHECK: shr.u16 %rs3, %rs1, %r1;
; CHECK: cvt.s16.s8 %rs4, %rs3;
; CHECK: shr.s16 %rs5, %rs4, 2;
; CHECK: cvt.u32.u8 %r2, %rs5;
; CHECK: compares(
; CHECK: setp.lt.u16 %p1, %rs3, %rs4;
; CHECK: setp.gt.s16 %p2, %rs1, -3;
; CHECK: tofp(
; CHECK: cvt.rn.f32.u8 %f1, %rs1;
; CHECK: cvt.rn.f32.s8 %f2, %rs1;
; CHECK: fromfp(
; CHECK: cvt.rzi.s16.f32 %rs1, %f1;
; CHECK: cvt.rzi.u16.f32 %rs2, %f1;
; CHECK: minmax(
; CHECK: ld.param.s8 %rs1, [minmax_param_0];
; CHECK: ld.param.s8 %rs2, [minmax_param_1];
; CHECK: min.s16 %rs3, %rs1, %rs2;
; CHECK: cvt.u16.u8 %rs4, %rs3;
; CHECK: max.u16 %rs5, %rs4, 249;
; CHECK: cvt.s32.s8 %r1, %rs5;
; CHECK: vector(
; CHECK: cvt.s16.s8 %rs5, %rs1;
; CHECK: cvt.s32.s16 %r1, %rs5;
; CHECK: mul.hi.s32 %r2, %r1, 1431655766;
; CHECK: cvt.s32.s16 %r3, %rs5;
; CHECK: shr.s32 %r4, %r3, 31;
; CHECK: sub.s32 %r5, %r2, %r4;
; CHECK: cvt.u16.u32 %rs6, %r5;
; CHECK: cvt.s16.s8 %rs11, %rs4;
; CHECK: cvt.s32.s16 %r16, %rs11;
; CHECK: mul.hi.s32 %r17, %r16, 1431655766;
; CHECK: sub.s32 %r20, %r17, %r19;
; CHECK: cvt.u16.u32 %rs12, %r20;
; CHECK: st.global.v4.u8 [%rd1], {%rs6, %rs8, %rs10, %rs12};
; CHECK-NOT: cvt.u16.u16
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i8 @llvm.smin.i8(i8, i8)
declare i8 @llvm.umax.i8(i8, i8)

define signext i8 @divs(i8 signext %a, i8 signext %b) {
  %q = udiv i8 %a, %b
  %r = srem i8 %a, %b
  %s = add i8 %q, %r
  ret i8 %s
}

define zeroext i8 @shifts(i8 zeroext %a, i8 zeroext %n) {
  %l = lshr i8 %a, %n
  %r = ashr i8 %l, 2
  ret i8 %r
}

define zeroext i1 @compares(i8 signext %a, i8 signext %b) {
  %u = icmp ult i8 %a, %b
  %s = icmp sgt i8 %a, -3
  %r = and i1 %u, %s
  ret i1 %r
}

define float @tofp(i8 signext %a) {
  %u = uitofp i8 %a to float
  %s = sitofp i8 %a to float
  %r = fadd float %u, %s
  ret float %r
}

define signext i8 @fromfp(float %f) {
  %s = fptosi float %f to i8
  %u = fptoui float %f to i8
  %r = xor i8 %s, %u
  ret i8 %r
}

define signext i8 @minmax(i8 signext %a, i8 signext %b) {
  %m = call i8 @llvm.smin.i8(i8 %a, i8 %b)
  %n = call i8 @llvm.umax.i8(i8 %m, i8 -7)
  ret i8 %n
}

define void @vector(ptr addrspace(1) %p, <4 x i8> %v) {
  %d = sdiv <4 x i8> %v, <i8 3, i8 3, i8 3, i8 3>
  store <4 x i8> %d, ptr addrspace(1) %p, align 4
  ret void
}
