; SM: 80
; ARGS: -O3
; Byte lanes (isel/dag/dag_agg.c, bytes_word; isel/legal/narrow.c,
; zero_above).  Four i8 lanes become a word as two `mov.b32 {lo, hi}` and
; one prmt with selector 0x6420 (25632: the low byte of each 16-bit
; half), in lane order; eight become two words and a mov.b64.  An i8
; compared unsigned is zero-extended (cvt.u16.u8) unless the i16 that
; computed it is already zero above the byte: here the shift right of a
; byte and the max of two -- or a parameter's ld.param.u8 filled its
; register; the sum keeps its extension.
; CHECK-NOT: shl.b32
; CHECK-NOT: or.b32
; CHECK: .visible .func (.param .b32 func_retval0) pack4(
; CHECK: ld.param.u8 %rs1, [pack4_param_0];
; CHECK: ld.param.u8 %rs2, [pack4_param_1];
; CHECK: ld.param.u8 %rs3, [pack4_param_2];
; CHECK: ld.param.u8 %rs4, [pack4_param_3];
; CHECK: mov.b32 %r1, {%rs1, %rs2};
; CHECK: mov.b32 %r2, {%rs3, %rs4};
; CHECK: prmt.b32 %r3, %r1, %r2, 25632;
; CHECK: st.param.b32 [func_retval0], %r3;
; CHECK: ret;
; CHECK: .visible .func (.param .b64 func_retval0) pack8(
; CHECK: ld.param.u32 %r1, [pack8_param_0];
; CHECK: ld.param.u32 %r2, [pack8_param_1];
; CHECK: prmt.b32 %r3, %r2, %r1, 21059;
; CHECK: prmt.b32 %r4, %r2, %r1, 28769;
; CHECK: mov.b64 %rd1, {%r3, %r4};
; CHECK: st.param.b64 [func_retval0], %rd1;
; CHECK: ret;
; CHECK: .visible .func (.param .b32 func_retval0) clean(
; CHECK: ld.param.u8 %rs1, [clean_param_0];
; CHECK: ld.param.u8 %rs2, [clean_param_1];
; CHECK: add.s16 %rs3, %rs1, %rs2;
; CHECK: cvt.u16.u8 %rs4, %rs3;
; CHECK: shr.u16 %rs5, %rs4, 2;
; CHECK: setp.gt.u16 %p1, %rs5, 20;
; CHECK: max.u16 %rs6, %rs5, %rs2;
; CHECK: setp.lt.u16 %p2, %rs6, 50;
; CHECK: and.pred %p3, %p1, %p2;
; CHECK: cvt.u16.u8 %rs7, %rs3;
; CHECK: setp.gt.u16 %p4, %rs7, 90;
; CHECK: xor.pred %p5, %p3, %p4;
; CHECK: selp.b32 %r1, 1, 0, %p5;
; CHECK: st.param.b32 [func_retval0], %r1;
; CHECK: ret;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i8 @llvm.umax.i8(i8, i8)

define i32 @pack4(i8 zeroext %a, i8 zeroext %b, i8 zeroext %c, i8 zeroext %d) {
  %v0 = insertelement <4 x i8> poison, i8 %a, i32 0
  %v1 = insertelement <4 x i8> %v0, i8 %b, i32 1
  %v2 = insertelement <4 x i8> %v1, i8 %c, i32 2
  %v3 = insertelement <4 x i8> %v2, i8 %d, i32 3
  %r = bitcast <4 x i8> %v3 to i32
  ret i32 %r
}

define i64 @pack8(i32 %x, i32 %y) {
  %a = bitcast i32 %x to <4 x i8>
  %b = bitcast i32 %y to <4 x i8>
  %s = shufflevector <4 x i8> %a, <4 x i8> %b, <8 x i32> <i32 7, i32 0, i32 6, i32 1, i32 5, i32 2, i32 4, i32 3>
  %r = bitcast <8 x i8> %s to i64
  ret i64 %r
}

define i32 @clean(i8 zeroext %x, i8 zeroext %y) {
  %s = add i8 %x, %y
  %h = lshr i8 %s, 2
  %c1 = icmp ugt i8 %h, 20
  %m = call i8 @llvm.umax.i8(i8 %h, i8 %y)
  %c2 = icmp ult i8 %m, 50
  %c3 = icmp ugt i8 %s, 90
  %a = and i1 %c1, %c2
  %b = xor i1 %a, %c3
  %r = zext i1 %b to i32
  ret i32 %r
}
