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
; CHECK: cvt.u16.u8 %rs2, %rs1;
; CHECK: and.b16 %rs3, %rs2, 1;
; CHECK: setp.ne.s16 %p4, %rs3, 0;
; CHECK: not.pred %p5, %p4;
; CHECK: selp.b16 %rs4, 1, 0, %p5;
; CHECK: cvt.u16.u8 %rs5, %rs1;
; CHECK: and.b16 %rs6, %rs5, 2;
; CHECK: setp.ne.s16 %p6, %rs6, 0;
; CHECK: not.pred %p7, %p6;
; CHECK: selp.b16 %rs7, 1, 0, %p7;
; CHECK: shl.b16 %rs8, %rs7, 1;
; CHECK: or.b16 %rs9, %rs4, %rs8;
; CHECK: cvt.u16.u8 %rs35, %rs1;
; CHECK: and.b16 %rs36, %rs35, 128;
; CHECK: setp.ne.s16 %p18, %rs36, 0;
; CHECK: not.pred %p19, %p18;
; CHECK: selp.b16 %rs37, 1, 0, %p19;
; CHECK: shl.b16 %rs38, %rs37, 7;
; CHECK: or.b16 %rs39, %rs34, %rs38;
; CHECK: st.global.u8 [%rd1+4], %rs39;
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
