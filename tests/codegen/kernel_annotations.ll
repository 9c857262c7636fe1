; The older convention: typed pointers, a plain function, and
; !nvvm.annotations naming it a kernel with launch bounds.  Its generic
; pointer parameter is a .u64; a kernel's pointer arguments point to global
; memory, so the accesses go through its global view (isel/dag/addrspace.c).
; SM: 80
; CHECK: .version 7.0
; CHECK: .target sm_80
; CHECK: .visible .entry scale(
; CHECK: .param .u64 scale_param_0,
; CHECK: .param .f32 scale_param_1
; CHECK: .maxntid 256
; CHECK: .minnctapersm 2
; CHECK: cvta.to.global.u64 %rd2, %rd1;
; CHECK: ld.global.f32 %f2, [%rd2];
; CHECK: mul.rn.f32 %f3, %f2, %f1;
; CHECK: st.global.f32 [%rd2], %f3;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @scale(float* %p, float %s) {
  %v = load float, float* %p, align 4
  %m = fmul float %v, %s
  store float %m, float* %p, align 4
  ret void
}

!nvvm.annotations = !{!0, !1}
!0 = !{void (float*, float)* @scale, !"kernel", i32 1}
!1 = !{void (float*, float)* @scale, !"maxntidx", i32 256, !"minctasm", i32 2}
