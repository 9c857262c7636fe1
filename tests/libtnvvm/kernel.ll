; A typed-pointer NVVM IR kernel calling three libdevice functions; the
; test adds libdevice lazily beside it (tests/libtnvvm/run.sh).
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare float @__nv_sinf(float)
declare float @__nv_sqrtf(float)
declare double @__nv_exp(double)

define void @math(float* %a, double* %b) {
entry:
  %x = load float, float* %a, align 4
  %s = call float @__nv_sinf(float %x)
  %q = call float @__nv_sqrtf(float %s)
  store float %q, float* %a, align 4
  %y = load double, double* %b, align 8
  %e = call double @__nv_exp(double %y)
  store double %e, double* %b, align 8
  ret void
}

!nvvm.annotations = !{!0}
!nvvmir.version = !{!1}
!0 = !{void (float*, double*)* @math, !"kernel", i32 1}
!1 = !{i32 1, i32 6}
