; The saturating conversions from half and bfloat that fptoi_sat_half.ll
; leaves out: fptoui.sat to i32 from half (bounds 0 and 2^32 = 0f4F800000),
; fptosi.sat to i64 from bfloat (bounds -2^63 and 2^63: 0fDF000000 and
; 0f5F000000, the i64 minimum and maximum), and fptoui.sat to i8 from
; bfloat (converted as u16, at or above 256 -> all ones, stored as 0xff).
; NaN gives 0 in each (LangRef).
; SM: 90
; CHECK: ld.param.u64 %rd1, [k_param_0];
; CHECK: ld.param.b16 %rs1, [k_param_1];
; CHECK: ld.param.b16 %rs2, [k_param_2];
; CHECK: cvt.f32.f16 %f1, %rs1;
; CHECK: setp.nan.f32 %p1, %f1, %f1;
; CHECK: setp.ge.f32 %p2, %f1, 0f4F800000;
; CHECK: setp.lt.f32 %p3, %f1, 0f00000000;
; CHECK: cvt.rzi.u32.f32 %r1, %f1;
; CHECK: selp.b32 %r2, 0, %r1, %p3;
; CHECK: selp.b32 %r3, -1, %r2, %p2;
; CHECK: selp.b32 %r4, 0, %r3, %p1;
; CHECK: st.global.u32 [%rd1], %r4;
; CHECK: cvt.f32.bf16 %f2, %rs2;
; CHECK: setp.nan.f32 %p4, %f2, %f2;
; CHECK: setp.ge.f32 %p5, %f2, 0f5F000000;
; CHECK: setp.lt.f32 %p6, %f2, 0fDF000000;
; CHECK: cvt.rzi.s64.f32 %rd2, %f2;
; CHECK: selp.b64 %rd3, -9223372036854775808, %rd2, %p6;
; CHECK: selp.b64 %rd4, 9223372036854775807, %rd3, %p5;
; CHECK: selp.b64 %rd5, 0, %rd4, %p4;
; CHECK: st.global.u64 [%rd1+8], %rd5;
; CHECK: setp.ge.f32 %p7, %f2, 0f43800000;
; CHECK: setp.lt.f32 %p8, %f2, 0f00000000;
; CHECK: cvt.rzi.u16.f32 %rs3, %f2;
; CHECK: selp.b16 %rs4, 0, %rs3, %p8;
; CHECK: selp.b16 %rs5, -1, %rs4, %p7;
; CHECK: selp.b16 %rs6, 0, %rs5, %p4;
; CHECK: st.global.u8 [%rd1+16], %rs6;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.fptoui.sat.i32.f16(half)
declare i64 @llvm.fptosi.sat.i64.bf16(bfloat)
declare i8 @llvm.fptoui.sat.i8.bf16(bfloat)
define ptx_kernel void @k(ptr addrspace(1) %out, half %h, bfloat %b) {
  %a = call i32 @llvm.fptoui.sat.i32.f16(half %h)
  store i32 %a, ptr addrspace(1) %out
  %c = call i64 @llvm.fptosi.sat.i64.bf16(bfloat %b)
  %p = getelementptr i64, ptr addrspace(1) %out, i64 1
  store i64 %c, ptr addrspace(1) %p
  %d = call i8 @llvm.fptoui.sat.i8.bf16(bfloat %b)
  %q = getelementptr i8, ptr addrspace(1) %out, i64 16
  store i8 %d, ptr addrspace(1) %q
  ret void
}
