; llvm.fptosi.sat / llvm.fptoui.sat from half and bfloat (LangRef:
; out-of-range values give the result type's minimum or maximum, NaN gives
; 0).  The source is widened to f32 -- exact for both formats -- and the
; f32 bounds apply: below -2^31 -> INT_MIN, at or above 2^31 -> INT_MAX,
; NaN -> 0; unsigned i16: below 0 -> 0, at or above 2^16 -> 0xffff.
; SM: 90
; CHECK: ld.param.b16 %rs1, [k_param_1];
; CHECK: ld.param.b16 %rs2, [k_param_2];
; CHECK: cvt.f32.f16 %f1, %rs1;
; CHECK: setp.nan.f32 %p1, %f1, %f1;
; CHECK: setp.ge.f32 %p2, %f1, 0f4F000000;
; CHECK: setp.lt.f32 %p3, %f1, 0fCF000000;
; CHECK: cvt.rzi.s32.f32 %r1, %f1;
; CHECK: selp.b32 %r2, -2147483648, %r1, %p3;
; CHECK: selp.b32 %r3, 2147483647, %r2, %p2;
; CHECK: selp.b32 %r4, 0, %r3, %p1;
; CHECK: st.volatile.global.u32 [%rd1], %r4;
; CHECK: cvt.f32.bf16 %f2, %rs2;
; CHECK: setp.nan.f32 %p4, %f2, %f2;
; CHECK: setp.ge.f32 %p5, %f2, 0f47800000;
; CHECK: setp.lt.f32 %p6, %f2, 0f00000000;
; CHECK: cvt.rzi.u16.f32 %rs3, %f2;
; CHECK: selp.b16 %rs4, 0, %rs3, %p6;
; CHECK: selp.b16 %rs5, -1, %rs4, %p5;
; CHECK: selp.b16 %rs6, 0, %rs5, %p4;
; CHECK: st.volatile.global.u16 [%rd1], %rs6;
; CHECK: setp.ge.f32 %p7, %f1, 0f43000000;
; CHECK: setp.lt.f32 %p8, %f1, 0fC3000000;
; CHECK: cvt.rzi.s16.f32 %rs7, %f1;
; CHECK: selp.b16 %rs8, -128, %rs7, %p8;
; CHECK: selp.b16 %rs9, 127, %rs8, %p7;
; CHECK: selp.b16 %rs10, 0, %rs9, %p1;
; CHECK: st.volatile.global.u8 [%rd1], %rs10;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.fptosi.sat.i32.f16(half)
declare i16 @llvm.fptoui.sat.i16.bf16(bfloat)
declare i8 @llvm.fptosi.sat.i8.f16(half)

define ptx_kernel void @k(ptr addrspace(1) %p, half %h, bfloat %b) {
  %a = call i32 @llvm.fptosi.sat.i32.f16(half %h)
  store volatile i32 %a, ptr addrspace(1) %p
  %e = call i16 @llvm.fptoui.sat.i16.bf16(bfloat %b)
  store volatile i16 %e, ptr addrspace(1) %p
  %g = call i8 @llvm.fptosi.sat.i8.f16(half %h)
  store volatile i8 %g, ptr addrspace(1) %p
  ret void
}
