; The llvm.* math intrinsics that are one PTX instruction each (CHECKs in
; emission order: each expression tree is emitted where it is stored).
; SM: 80
; CHECK: abs.f32
; CHECK: fma.rn.f32
; CHECK: min.f32
; CHECK: cvt.rni.f32.f32
; CHECK: cvt.rmi.f32.f32
; CHECK: cvt.rzi.f32.f32
; CHECK: sqrt.rn.f64
; CHECK: max.f64
; CHECK: cvt.rpi.f64.f64
; CHECK: max.s64
; CHECK: min.u64
; CHECK: abs.s32
; CHECK: min.s32
; CHECK: max.u32
; CHECK: popc.b32
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %o, float %x, double %d, i32 %i, i64 %l) {
  %a = call float @llvm.fabs.f32(float %x)
  %s = call double @llvm.sqrt.f64(double %d)
  %f = call float @llvm.fma.f32(float %a, float %x, float 1.0)
  %mn = call float @llvm.minnum.f32(float %f, float %x)
  %mx = call double @llvm.maxnum.f64(double %s, double %d)
  %r = call float @llvm.rint.f32(float %mn)
  %fl = call float @llvm.floor.f32(float %r)
  %ce = call double @llvm.ceil.f64(double %mx)
  %tr = call float @llvm.trunc.f32(float %fl)
  %ab = call i32 @llvm.abs.i32(i32 %i, i1 false)
  %sm = call i32 @llvm.smin.i32(i32 %ab, i32 100)
  %um = call i32 @llvm.umax.i32(i32 %sm, i32 %i)
  %lm = call i64 @llvm.smax.i64(i64 %l, i64 0)
  %ln = call i64 @llvm.umin.i64(i64 %lm, i64 %l)
  %pc = call i32 @llvm.ctpop.i32(i32 %um)
  %t1 = fptosi float %tr to i32
  %t2 = fptosi double %ce to i32
  %t3 = trunc i64 %ln to i32
  %u1 = add i32 %t1, %t2
  %u2 = add i32 %u1, %t3
  %u3 = add i32 %u2, %pc
  store i32 %u3, ptr addrspace(1) %o, align 4
  ret void
}
declare float @llvm.fabs.f32(float)
declare double @llvm.sqrt.f64(double)
declare float @llvm.fma.f32(float, float, float)
declare float @llvm.minnum.f32(float, float)
declare double @llvm.maxnum.f64(double, double)
declare float @llvm.rint.f32(float)
declare float @llvm.floor.f32(float)
declare double @llvm.ceil.f64(double)
declare float @llvm.trunc.f32(float)
declare i32 @llvm.abs.i32(i32, i1)
declare i32 @llvm.smin.i32(i32, i32)
declare i32 @llvm.umax.i32(i32, i32)
declare i64 @llvm.smax.i64(i64, i64)
declare i64 @llvm.umin.i64(i64, i64)
declare i32 @llvm.ctpop.i32(i32)
