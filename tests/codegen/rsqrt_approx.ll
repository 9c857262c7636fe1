; 1.0 / sqrt(x) is one rsqrt.approx when both halves may be approximate:
; the square root by `afn` (here from -prec-sqrt=0, which ir/fpopts.c
; writes as afn on every llvm.sqrt.f32: the same flag a producer writes)
; and the reciprocal by `afn` or `arcp` on the fdiv (or -prec-div=0,
; tests/codegen/rsqrt_prec_div0.ll), as llc writes it.  An exact fdiv
; keeps its rcp.rn; 2.0 / sqrt is a division; a square root used
; elsewhere too is computed once and not folded; a flushing function
; gets the .ftz form.
; SM: 80
; ARGS: -prec-sqrt=0
; CHECK: .visible .entry afn_div(
; CHECK: rsqrt.approx.f32 %f2, %f1;
; CHECK: st.global.f32 [%rd1], %f2;
; CHECK: .visible .entry arcp_div(
; CHECK: rsqrt.approx.f32 %f2, %f1;
; CHECK: .visible .entry exact_div(
; CHECK: sqrt.approx.f32 %f2, %f1;
; CHECK: rcp.rn.f32 %f3, %f2;
; CHECK: .visible .entry two_over(
; CHECK: sqrt.approx.f32 %f3, %f1;
; CHECK: div.approx.f32 %f4, %f2, %f3;
; CHECK: .visible .entry shared_sqrt(
; CHECK: sqrt.approx.f32 %f2, %f1;
; CHECK: rcp.approx.f32 %f3, %f2;
; CHECK: st.global.f32 [%rd1], %f3;
; CHECK: st.global.f32 [%rd1+4], %f2;
; CHECK: .visible .entry flush(
; CHECK: rsqrt.approx.ftz.f32 %f2, %f1;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @afn_div(ptr addrspace(1) %p, float %a) {
  %s = call float @llvm.sqrt.f32(float %a)
  %r = fdiv afn float 1.0, %s
  store float %r, ptr addrspace(1) %p
  ret void
}

define void @arcp_div(ptr addrspace(1) %p, float %a) {
  %s = call float @llvm.sqrt.f32(float %a)
  %r = fdiv arcp float 1.0, %s
  store float %r, ptr addrspace(1) %p
  ret void
}

define void @exact_div(ptr addrspace(1) %p, float %a) {
  %s = call float @llvm.sqrt.f32(float %a)
  %r = fdiv float 1.0, %s
  store float %r, ptr addrspace(1) %p
  ret void
}

define void @two_over(ptr addrspace(1) %p, float %a) {
  %s = call float @llvm.sqrt.f32(float %a)
  %r = fdiv afn float 2.0, %s
  store float %r, ptr addrspace(1) %p
  ret void
}

define void @shared_sqrt(ptr addrspace(1) %p, float %a) {
  %s = call float @llvm.sqrt.f32(float %a)
  %r = fdiv afn float 1.0, %s
  store float %r, ptr addrspace(1) %p
  %q = getelementptr float, ptr addrspace(1) %p, i64 1
  store float %s, ptr addrspace(1) %q
  ret void
}

define void @flush(ptr addrspace(1) %p, float %a) #0 {
  %s = call float @llvm.sqrt.f32(float %a)
  %r = fdiv afn float 1.0, %s
  store float %r, ptr addrspace(1) %p
  ret void
}

declare float @llvm.sqrt.f32(float)

attributes #0 = { "denormal-fp-math-f32"="preserve-sign,preserve-sign" }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5}
!0 = !{ptr @afn_div, !"kernel", i32 1}
!1 = !{ptr @arcp_div, !"kernel", i32 1}
!2 = !{ptr @exact_div, !"kernel", i32 1}
!3 = !{ptr @two_over, !"kernel", i32 1}
!4 = !{ptr @shared_sqrt, !"kernel", i32 1}
!5 = !{ptr @flush, !"kernel", i32 1}
