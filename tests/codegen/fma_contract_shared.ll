; A product every user of which may fuse it (f32 or f64, `contract` on
; the fmul and on each fadd/fsub) folds into each of them, as llc-19's
; aggressive fusion does: x*y + a and b - x*y are two fmas, not a mul
; and two adds (isel/dag/dag.c, fused_products).  A product with any
; other user -- an fadd without `contract`, a store -- is computed once
; and nothing fuses with it (llc-19 would still fuse the fadd beside the
; store: the product would then be computed twice).
; SM: 80
; ARGS: -O3
; CHECK: .visible .entry shared_all(
; CHECK: fma.rn.f32 %f5, %f1, %f2, %f3;
; CHECK: st.global.f32 [%rd1], %f5;
; CHECK: neg.f32 %f6, %f1;
; CHECK: fma.rn.f32 %f7, %f6, %f2, %f4;
; CHECK: st.global.f32 [%rd1+4], %f7;
; CHECK: .visible .entry shared_three(
; CHECK: neg.f64 %fd4, %fd3;
; CHECK: fma.rn.f64 %fd5, %fd1, %fd2, %fd4;
; CHECK: st.global.f64 [%rd1], %fd5;
; CHECK: fma.rn.f64 %fd6, %fd1, %fd2, %fd3;
; CHECK: fma.rn.f64 %fd7, %fd1, %fd2, %fd6;
; CHECK: st.global.f64 [%rd1+8], %fd7;
; CHECK: .visible .entry shared_mixed(
; CHECK: mul.rn.f32 %f4, %f1, %f2;
; CHECK: add.rn.f32 %f5, %f4, %f3;
; CHECK: add.rn.f32 %f6, %f4, %f3;
; CHECK: .visible .entry shared_stored(
; CHECK: mul.rn.f32 %f4, %f1, %f2;
; CHECK: add.rn.f32 %f5, %f4, %f3;
; CHECK: st.global.f32 [%rd1+4], %f4;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; x*y + a and x*y - b: the product folds into both
define ptx_kernel void @shared_all(ptr addrspace(1) %o, float %x, float %y, float %a, float %b) {
  %m = fmul contract float %x, %y
  %s1 = fadd contract float %m, %a
  %s2 = fsub contract float %b, %m
  store float %s1, ptr addrspace(1) %o, align 4
  %p = getelementptr inbounds float, ptr addrspace(1) %o, i64 1
  store float %s2, ptr addrspace(1) %p, align 4
  ret void
}

; the same in f64, three users
define ptx_kernel void @shared_three(ptr addrspace(1) %o, double %x, double %y, double %a) {
  %m = fmul contract double %x, %y
  %s1 = fadd contract double %m, %a
  %s2 = fsub contract double %m, %a
  %s3 = fadd contract double %s1, %m
  store double %s2, ptr addrspace(1) %o, align 8
  %p = getelementptr inbounds double, ptr addrspace(1) %o, i64 1
  store double %s3, ptr addrspace(1) %p, align 8
  ret void
}

; one user without contract: the product is computed once, nothing fuses
define ptx_kernel void @shared_mixed(ptr addrspace(1) %o, float %x, float %y, float %a) {
  %m = fmul contract float %x, %y
  %s1 = fadd contract float %m, %a
  %s2 = fadd float %m, %a
  store float %s1, ptr addrspace(1) %o, align 4
  %p = getelementptr inbounds float, ptr addrspace(1) %o, i64 1
  store float %s2, ptr addrspace(1) %p, align 4
  ret void
}

; the product stored too: computed once, kept apart
define ptx_kernel void @shared_stored(ptr addrspace(1) %o, float %x, float %y, float %a) {
  %m = fmul contract float %x, %y
  %s1 = fadd contract float %m, %a
  store float %s1, ptr addrspace(1) %o, align 4
  %p = getelementptr inbounds float, ptr addrspace(1) %o, i64 1
  store float %m, ptr addrspace(1) %p, align 4
  ret void
}
