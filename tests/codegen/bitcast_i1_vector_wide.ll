; Bitcasts between vectors of i1 and integers at the widths the first
; golden (bitcast_i1_vector.ll: i8 -> <8 x i1>, <4 x i1> -> i4) leaves
; out: i32 -> <32 x i1> (element 31 is bit 31, the sign bit: and with
; -2147483648), and an i8 -> <8 x i1> -> i8 round trip through a vector
; xor, rebuilt bit by bit (element k shifted to bit k, or-ed), the result
; the complement of the byte.
; SM: 80
; CHECK: ld.param.u64 %rd1, [k_param_0];
; CHECK: ld.param.u32 %r1, [k_param_1];
; CHECK: ld.param.u8 %rs1, [k_param_2];
; CHECK: and.b32 %r2, %r1, -2147483648;
; CHECK: setp.ne.s32 %p1, %r2, 0;
; CHECK: and.b32 %r3, %r1, 1;
; CHECK: setp.ne.s32 %p2, %r3, 0;
; CHECK: xor.pred %p3, %p1, %p2;
; CHECK: selp.b32 %r4, 1, 0, %p3;
; CHECK: st.global.u32 [%rd1], %r4;
; CHECK: and.b16 %rs2, %rs1, 1;
; CHECK: setp.ne.s16 %p4, %rs2, 0;
; CHECK: not.pred %p5, %p4;
; CHECK: selp.b16 %rs3, 1, 0, %p5;
; CHECK: and.b16 %rs4, %rs1, 2;
; CHECK: setp.ne.s16 %p6, %rs4, 0;
; CHECK: not.pred %p7, %p6;
; CHECK: selp.b16 %rs5, 1, 0, %p7;
; CHECK: shl.b16 %rs6, %rs5, 1;
; CHECK: or.b16 %rs7, %rs3, %rs6;
; CHECK: and.b16 %rs8, %rs1, 4;
; CHECK: setp.ne.s16 %p8, %rs8, 0;
; CHECK: selp.b16 %rs25, 1, 0, %p17;
; CHECK: shl.b16 %rs26, %rs25, 6;
; CHECK: or.b16 %rs27, %rs23, %rs26;
; CHECK: and.b16 %rs28, %rs1, 128;
; CHECK: setp.ne.s16 %p18, %rs28, 0;
; CHECK: not.pred %p19, %p18;
; CHECK: selp.b16 %rs29, 1, 0, %p19;
; CHECK: shl.b16 %rs30, %rs29, 7;
; CHECK: or.b16 %rs31, %rs27, %rs30;
; CHECK: st.global.u8 [%rd1+4], %rs31;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %out, i32 %m, i8 zeroext %b) {
  %v = bitcast i32 %m to <32 x i1>
  %e31 = extractelement <32 x i1> %v, i32 31
  %e0 = extractelement <32 x i1> %v, i32 0
  %x = xor i1 %e31, %e0
  %z = zext i1 %x to i32
  store i32 %z, ptr addrspace(1) %out
  %w = bitcast i8 %b to <8 x i1>
  %n = xor <8 x i1> %w, <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>
  %back = bitcast <8 x i1> %n to i8
  %p = getelementptr i8, ptr addrspace(1) %out, i64 4
  store i8 %back, ptr addrspace(1) %p
  ret void
}
