; llvm.fma with constant operands (isel/select/nvptx.md): PTX's fma takes
; an immediate for b and c, so no constant needs a mov; a constant first
; multiplicand is written as the second (the multiplicands commute), as
; llc does.  The sums keep their order: c stays last.
; SM: 80
; ARGS: -O3
; CHECK: fma.rn.f64 %fd2, %fd1, %fd1, 0d3FF0000000000000;
; CHECK: fma.rn.f64 %fd3, %fd1, 0d4000000000000000, %fd2;
; CHECK: fma.rn.f64 %fd4, %fd3, 0d4008000000000000, 0d3FE0000000000000;
; CHECK: fma.rn.f64 %fd5, %fd4, 0d4010000000000000, 0d3FD0000000000000;
; CHECK: fma.rn.f32 %f2, %f1, %f1, 0f3F800000;
; CHECK: fma.rn.f32 %f3, %f1, 0f40000000, %f2;
; CHECK-NOT: mov.f64
; CHECK-NOT: mov.f32
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare double @llvm.fma.f64(double, double, double)
declare float @llvm.fma.f32(float, float, float)
define void @k(ptr %p, double %x, float %y) {
  %a = call double @llvm.fma.f64(double %x, double %x, double 1.0)
  %b = call double @llvm.fma.f64(double 2.0, double %x, double %a)
  %c = call double @llvm.fma.f64(double 3.0, double %b, double 0.5)
  %d = call double @llvm.fma.f64(double %c, double 4.0, double 0.25)
  store double %d, ptr %p
  %e = call float @llvm.fma.f32(float %y, float %y, float 1.0)
  %f = call float @llvm.fma.f32(float 2.0, float %y, float %e)
  %q = getelementptr i8, ptr %p, i64 8
  store float %f, ptr %q
  ret void
}
