; llvm.is.fpclass tests ranges of the magnitude's bits (and the sign bit
; when the mask has one sign of a class); the NaN mask is setp.nan.
; fptosi.sat / fptoui.sat: cvt.rzi, then the bounds and NaN -> 0 made
; explicit with selp (the bounds are powers of two, exact in any format);
; an i1 result is one comparison.
; SM: 90a
; CHECK: setp.nan.f32 %p1, %f1, %f1;
; CHECK: and.b64 %rd3, %rd2, 9223372036854775807;
; CHECK: setp.eq.s64 %p2, %rd3, 9218868437227405312;
; CHECK: and.b32 %r4, %r3, 2147483647;
; CHECK: sub.s32 %r5, %r4, 1;
; CHECK: setp.le.u32 %p3, %r5, 8388606;
; CHECK: setp.lt.s32 %p4, %r3, 0;
; CHECK: not.pred %p5, %p4;
; CHECK: and.pred %p6, %p3, %p5;
; CHECK: setp.eq.s32 %p7, %r4, 0;
; CHECK: or.pred %p8, %p6, %p7;
; CHECK: setp.ge.f32 %p9, %f1, 0f4F000000;
; CHECK: setp.lt.f32 %p10, %f1, 0fCF000000;
; CHECK: cvt.rzi.s32.f32 %r7, %f1;
; CHECK: selp.b32 %r8, -2147483648, %r7, %p10;
; CHECK: selp.b32 %r9, 2147483647, %r8, %p9;
; CHECK: selp.b32 %r10, 0, %r9, %p1;
; CHECK: setp.ge.f64 %p12, %fd1, 0d40F0000000000000;
; CHECK: cvt.rzi.u16.f64 %rs1, %fd1;
; CHECK: selp.b16 %rs3, -1, %rs2, %p12;
; CHECK: setp.lt.f64 %p15, %fd1, 0dC3E0000000000000;
; CHECK: selp.b64 %rd5, -9223372036854775808, %rd4, %p15;
; CHECK: setp.ge.f32 %p16, %f1, 0f43800000;
; CHECK: cvt.rzi.u16.f32 %rs5, %f1;
; CHECK: setp.le.f32 %p18, %f1, 0fBF800000;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, float %a, double %d) {
  %nan = call i1 @llvm.is.fpclass.f32(float %a, i32 3)
  %n1 = zext i1 %nan to i32
  store volatile i32 %n1, ptr addrspace(1) %p
  %inf = call i1 @llvm.is.fpclass.f64(double %d, i32 516)
  %n2 = zext i1 %inf to i32
  store volatile i32 %n2, ptr addrspace(1) %p
  ; +-zero, or a positive subnormal
  %zs = call i1 @llvm.is.fpclass.f32(float %a, i32 224)
  %n3 = zext i1 %zs to i32
  store volatile i32 %n3, ptr addrspace(1) %p
  %s1 = call i32 @llvm.fptosi.sat.i32.f32(float %a)
  store volatile i32 %s1, ptr addrspace(1) %p
  %s2 = call i16 @llvm.fptoui.sat.i16.f64(double %d)
  store volatile i16 %s2, ptr addrspace(1) %p
  %s3 = call i64 @llvm.fptosi.sat.i64.f64(double %d)
  store volatile i64 %s3, ptr addrspace(1) %p
  %s4 = call i8 @llvm.fptoui.sat.i8.f32(float %a)
  store volatile i8 %s4, ptr addrspace(1) %p
  %s5 = call i1 @llvm.fptosi.sat.i1.f32(float %a)
  %n5 = zext i1 %s5 to i32
  store volatile i32 %n5, ptr addrspace(1) %p
  ret void
}
declare i1 @llvm.is.fpclass.f32(float, i32 immarg)
declare i1 @llvm.is.fpclass.f64(double, i32 immarg)
declare i32 @llvm.fptosi.sat.i32.f32(float)
declare i16 @llvm.fptoui.sat.i16.f64(double)
declare i64 @llvm.fptosi.sat.i64.f64(double)
declare i8 @llvm.fptoui.sat.i8.f32(float)
declare i1 @llvm.fptosi.sat.i1.f32(float)
