; With -prec-div=0 too, 1.0 / sqrt(x) of a plain fdiv is one rsqrt.approx
; (the reciprocal may then be rcp.approx, the square root sqrt.approx).
; SM: 80
; ARGS: -prec-sqrt=0 -prec-div=0
; CHECK: .visible .entry k(
; CHECK: ld.param.f32 %f1, [k_param_1];
; CHECK: rsqrt.approx.f32 %f2, %f1;
; CHECK: st.global.f32 [%rd1], %f2;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr addrspace(1) %p, float %a) {
  %s = call float @llvm.sqrt.f32(float %a)
  %r = fdiv float 1.0, %s
  store float %r, ptr addrspace(1) %p
  ret void
}

declare float @llvm.sqrt.f32(float)

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
