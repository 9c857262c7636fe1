; fmul + fadd without `contract`: libNVVM's -fma=1 (its default) fuses
; them, -fma=0 does not; -ftz=1 makes the fma flush f32 subnormals;
; -prec-div=0 makes the division div.full.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @muladd(float* %p, float %a, float %b, float %c) {
  %m = fmul float %a, %b
  %s = fadd float %m, %c
  store float %s, float* %p, align 4
  %q = fdiv float %s, %a
  %p1 = getelementptr float, float* %p, i64 1
  store float %q, float* %p1, align 4
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{void (float*, float, float, float)* @muladd, !"kernel", i32 1}
