; The llvm.nvvm.* conversions: float -> integer in the integer rounding
; modes (.rni .rzi .rmi .rpi, with .ftz for f32), integer -> float and
; d2f in the float ones; the 32-bit halves of a double and back; the
; rounding-to-integral intrinsics (llvm.nvvm.round is round-to-even).
; SM: 90a
; CHECK: cvt.rm.f32.f64
; CHECK: cvt.rz.ftz.f32.f64
; CHECK: cvt.rni.ftz.s32.f32
; CHECK: cvt.rpi.u32.f32
; CHECK: cvt.rzi.s32.f64
; CHECK: cvt.rmi.u32.f64
; CHECK: cvt.rni.ftz.s64.f32
; CHECK: cvt.rzi.u64.f32
; CHECK: cvt.rpi.s64.f64
; CHECK: cvt.rmi.u64.f64
; CHECK: cvt.rp.f32.s32
; CHECK: cvt.rz.f32.u32
; CHECK: cvt.rn.f64.s32
; CHECK: cvt.rn.f64.u32
; CHECK: cvt.rm.f32.s64
; CHECK: cvt.rp.f32.u64
; CHECK: cvt.rz.f64.s64
; CHECK: cvt.rm.f64.u64
; CHECK: mov.b64 {_, %r
; CHECK: mov.b64 {%r
; CHECK: mov.b64 %fd6, {%r7, %r6};
; CHECK: cvt.rni.f32.f32
; CHECK: cvt.rzi.ftz.f32.f32
; CHECK: cvt.rmi.f64.f64
; CHECK: cvt.rpi.ftz.f32.f32
; CHECK: fns.b32
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, float %a, double %d, i32 %i, i64 %l) {
  %1 = call float @llvm.nvvm.d2f.rm(double %d)
  store volatile float %1, ptr addrspace(1) %p
  %2 = call float @llvm.nvvm.d2f.rz.ftz(double %d)
  store volatile float %2, ptr addrspace(1) %p
  %3 = call i32 @llvm.nvvm.f2i.rn.ftz(float %a)
  store volatile i32 %3, ptr addrspace(1) %p
  %4 = call i32 @llvm.nvvm.f2ui.rp(float %a)
  store volatile i32 %4, ptr addrspace(1) %p
  %5 = call i32 @llvm.nvvm.d2i.rz(double %d)
  store volatile i32 %5, ptr addrspace(1) %p
  %6 = call i32 @llvm.nvvm.d2ui.rm(double %d)
  store volatile i32 %6, ptr addrspace(1) %p
  %7 = call i64 @llvm.nvvm.f2ll.rn.ftz(float %a)
  store volatile i64 %7, ptr addrspace(1) %p
  %8 = call i64 @llvm.nvvm.f2ull.rz(float %a)
  store volatile i64 %8, ptr addrspace(1) %p
  %9 = call i64 @llvm.nvvm.d2ll.rp(double %d)
  store volatile i64 %9, ptr addrspace(1) %p
  %10 = call i64 @llvm.nvvm.d2ull.rm(double %d)
  store volatile i64 %10, ptr addrspace(1) %p
  %11 = call float @llvm.nvvm.i2f.rp(i32 %i)
  store volatile float %11, ptr addrspace(1) %p
  %12 = call float @llvm.nvvm.ui2f.rz(i32 %i)
  store volatile float %12, ptr addrspace(1) %p
  %13 = call double @llvm.nvvm.i2d.rn(i32 %i)
  store volatile double %13, ptr addrspace(1) %p
  %14 = call double @llvm.nvvm.ui2d.rn(i32 %i)
  store volatile double %14, ptr addrspace(1) %p
  %15 = call float @llvm.nvvm.ll2f.rm(i64 %l)
  store volatile float %15, ptr addrspace(1) %p
  %16 = call float @llvm.nvvm.ull2f.rp(i64 %l)
  store volatile float %16, ptr addrspace(1) %p
  %17 = call double @llvm.nvvm.ll2d.rz(i64 %l)
  store volatile double %17, ptr addrspace(1) %p
  %18 = call double @llvm.nvvm.ull2d.rm(i64 %l)
  store volatile double %18, ptr addrspace(1) %p
  %19 = call i32 @llvm.nvvm.d2i.hi(double %d)
  store volatile i32 %19, ptr addrspace(1) %p
  %20 = call i32 @llvm.nvvm.d2i.lo(double %d)
  store volatile i32 %20, ptr addrspace(1) %p
  %21 = call double @llvm.nvvm.lohi.i2d(i32 %20, i32 %19)
  store volatile double %21, ptr addrspace(1) %p
  %22 = call float @llvm.nvvm.round.f(float %a)
  store volatile float %22, ptr addrspace(1) %p
  %23 = call float @llvm.nvvm.trunc.ftz.f(float %a)
  store volatile float %23, ptr addrspace(1) %p
  %24 = call double @llvm.nvvm.floor.d(double %d)
  store volatile double %24, ptr addrspace(1) %p
  %25 = call float @llvm.nvvm.ceil.ftz.f(float %a)
  store volatile float %25, ptr addrspace(1) %p
  %26 = call i32 @llvm.nvvm.fns(i32 %i, i32 0, i32 3)
  store volatile i32 %26, ptr addrspace(1) %p
  ret void
}
declare float @llvm.nvvm.d2f.rm(double) #0
declare float @llvm.nvvm.d2f.rz.ftz(double) #0
declare i32 @llvm.nvvm.f2i.rn.ftz(float) #0
declare i32 @llvm.nvvm.f2ui.rp(float) #0
declare i32 @llvm.nvvm.d2i.rz(double) #0
declare i32 @llvm.nvvm.d2ui.rm(double) #0
declare i64 @llvm.nvvm.f2ll.rn.ftz(float) #0
declare i64 @llvm.nvvm.f2ull.rz(float) #0
declare i64 @llvm.nvvm.d2ll.rp(double) #0
declare i64 @llvm.nvvm.d2ull.rm(double) #0
declare float @llvm.nvvm.i2f.rp(i32) #0
declare float @llvm.nvvm.ui2f.rz(i32) #0
declare double @llvm.nvvm.i2d.rn(i32) #0
declare double @llvm.nvvm.ui2d.rn(i32) #0
declare float @llvm.nvvm.ll2f.rm(i64) #0
declare float @llvm.nvvm.ull2f.rp(i64) #0
declare double @llvm.nvvm.ll2d.rz(i64) #0
declare double @llvm.nvvm.ull2d.rm(i64) #0
declare i32 @llvm.nvvm.d2i.hi(double) #0
declare i32 @llvm.nvvm.d2i.lo(double) #0
declare double @llvm.nvvm.lohi.i2d(i32, i32) #0
declare float @llvm.nvvm.round.f(float) #0
declare float @llvm.nvvm.trunc.ftz.f(float) #0
declare double @llvm.nvvm.floor.d(double) #0
declare float @llvm.nvvm.ceil.ftz.f(float) #0
declare i32 @llvm.nvvm.fns(i32, i32, i32) #0
attributes #0 = { nounwind memory(none) }
