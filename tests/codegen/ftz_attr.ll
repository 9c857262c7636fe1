; The f32 denormal mode: a function whose "denormal-fp-math-f32" (else
; "denormal-fp-math") attribute says preserve-sign for results, as
; clang writes it for -fgpu-flush-denormals-to-zero, flushes f32
; subnormals: every f32 add, sub, mul, div, sqrt, fma (contracted too),
; min/max, comparison, f32 conversion and afn approximation takes .ftz,
; as llc writes them.  f64 operations do not; nor neg and abs (LangRef
; makes fneg and fabs sign-bit operations in every mode); nor an
; intrinsic that names its own mode (llvm.nvvm.fma.rn.f).  "ieee" in the
; f32 attribute wins over the general one; positive-zero (which PTX
; cannot do) and no attribute at all do not flush.
; SM: 80
; CHECK: .visible .entry flush(
; CHECK: add.rn.ftz.f32 %f3, %f1, %f2;
; CHECK: sub.rn.ftz.f32 %f4, %f3, %f2;
; CHECK: mul.rn.ftz.f32 %f5, %f4, %f1;
; CHECK: div.rn.ftz.f32 %f6, %f5, %f2;
; CHECK: sqrt.rn.ftz.f32 %f7, %f6;
; CHECK: fma.rn.ftz.f32 %f8, %f7, %f1, %f2;
; CHECK: min.ftz.f32 %f9, %f8, %f1;
; CHECK: max.ftz.NaN.f32 %f10, %f9, %f2;
; CHECK: cvt.ftz.f64.f32 %fd2, %f10;
; CHECK: add.rn.f64 %fd3, %fd2, %fd1;
; CHECK: cvt.rn.ftz.f32.f64 %f11, %fd3;
; CHECK: cvt.rmi.ftz.f32.f32 %f12, %f11;
; CHECK: ex2.approx.ftz.f32 %f13, %f12;
; CHECK: div.approx.ftz.f32 %f14, %f13, %f1;
; CHECK: neg.f32 %f15, %f14;
; CHECK: abs.f32 %f16, %f15;
; CHECK: fma.rn.ftz.f32 %f17, %f16, %f1, %f2;
; CHECK: fma.rn.f32 %f18, %f17, %f1, %f2;
; CHECK: setp.lt.ftz.f32 %p1, %f18, %f1;
; CHECK: selp.f32 %f19, %f18, 0f3F800000, %p1;
; CHECK: cvt.rzi.ftz.s32.f32 %r1, %f12;
; CHECK: .visible .entry f32_says_ieee(
; CHECK: add.rn.f32 %f3, %f1, %f2;
; CHECK: .visible .entry all_types(
; CHECK: add.rn.ftz.f32 %f3, %f1, %f2;
; CHECK: .visible .entry positive_zero(
; CHECK: add.rn.f32 %f3, %f1, %f2;
; CHECK: .visible .entry no_attribute(
; CHECK: add.rn.f32 %f3, %f1, %f2;
; CHECK-NOT: add.rn.ftz.f64
; CHECK-NOT: neg.ftz
; CHECK-NOT: abs.ftz
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @flush(ptr addrspace(1) %p, float %a, float %b, double %d) #0 {
  %s = fadd float %a, %b
  %t = fsub float %s, %b
  %u = fmul float %t, %a
  %v = fdiv float %u, %b
  %w = call float @llvm.sqrt.f32(float %v)
  %x = call float @llvm.fma.f32(float %w, float %a, float %b)
  %y = call float @llvm.minnum.f32(float %x, float %a)
  %z = call float @llvm.maximum.f32(float %y, float %b)
  %e = fpext float %z to double
  %f = fadd double %e, %d
  %g = fptrunc double %f to float
  %i = call float @llvm.floor.f32(float %g)
  %h = fptosi float %i to i32
  %j = call afn float @llvm.exp2.f32(float %i)
  %k = fdiv afn float %j, %a
  %l = fneg float %k
  %m = call float @llvm.fabs.f32(float %l)
  %q = fmul contract float %m, %a
  %r = fadd contract float %q, %b
  %n = call float @llvm.nvvm.fma.rn.f(float %r, float %a, float %b)
  %c = fcmp olt float %n, %a
  %o = select i1 %c, float %n, float 1.0
  store float %o, ptr addrspace(1) %p
  %pd = getelementptr i8, ptr addrspace(1) %p, i64 8
  store double %f, ptr addrspace(1) %pd
  %pi = getelementptr i8, ptr addrspace(1) %p, i64 16
  store i32 %h, ptr addrspace(1) %pi
  ret void
}

define void @f32_says_ieee(ptr addrspace(1) %p, float %a, float %b) #1 {
  %s = fadd float %a, %b
  store float %s, ptr addrspace(1) %p
  ret void
}

define void @all_types(ptr addrspace(1) %p, float %a, float %b) #2 {
  %s = fadd float %a, %b
  store float %s, ptr addrspace(1) %p
  ret void
}

define void @positive_zero(ptr addrspace(1) %p, float %a, float %b) #3 {
  %s = fadd float %a, %b
  store float %s, ptr addrspace(1) %p
  ret void
}

define void @no_attribute(ptr addrspace(1) %p, float %a, float %b) {
  %s = fadd float %a, %b
  store float %s, ptr addrspace(1) %p
  ret void
}

declare float @llvm.sqrt.f32(float)
declare float @llvm.fma.f32(float, float, float)
declare float @llvm.minnum.f32(float, float)
declare float @llvm.maximum.f32(float, float)
declare float @llvm.floor.f32(float)
declare float @llvm.exp2.f32(float)
declare float @llvm.fabs.f32(float)
declare float @llvm.nvvm.fma.rn.f(float, float, float)

attributes #0 = { "denormal-fp-math-f32"="preserve-sign,preserve-sign" }
attributes #1 = { "denormal-fp-math"="preserve-sign,preserve-sign" "denormal-fp-math-f32"="ieee,ieee" }
attributes #2 = { "denormal-fp-math"="preserve-sign,preserve-sign" }
attributes #3 = { "denormal-fp-math-f32"="positive-zero,positive-zero" }

!nvvm.annotations = !{!0, !1, !2, !3, !4}
!0 = !{ptr @flush, !"kernel", i32 1}
!1 = !{ptr @f32_says_ieee, !"kernel", i32 1}
!2 = !{ptr @all_types, !"kernel", i32 1}
!3 = !{ptr @positive_zero, !"kernel", i32 1}
!4 = !{ptr @no_attribute, !"kernel", i32 1}
