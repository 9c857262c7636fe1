; A value whose operands are ready before a call is computed before it
; (isel/dag/dag.c, roots_before_calls): sinf(x) * expf(x) before the
; call of fabsf, as llc schedules it, so that one product -- not its two
; operands -- lives across the later calls (every value live across a
; call costs a callee-saved register or a spill).  A conversion or an add
; of a constant stays with its user (it would only lengthen its operand's
; life), and a contracted product stays in the fma of its contracted add
; even across a call.
; SM: 80
; ARGS: -O3
; CHECK: call.uni (retval0), __nv_sinf, (param0);
; CHECK: ld.param.f32 %f1, [retval0];
; CHECK: call.uni (retval0), __nv_expf, (param0);
; CHECK: ld.param.f32 %f2, [retval0];
; CHECK: mul.rn.f32 %f6, %f1, %f2;
; CHECK: call.uni (retval0), __nv_fabsf, (param0);
; CHECK: ld.param.f32 %f3, [retval0];
; CHECK: mul.rn.f32 %f7, %f1, %f3;
; CHECK: call.uni (retval0), __nv_sqrtf, (param0);
; CHECK: ld.param.f32 %f4, [retval0];
; CHECK: add.rn.f32 %f8, %f6, %f4;
; CHECK: fma.rn.f32 %f9, %f2, %f3, %f8;
; CHECK: add.rn.f32 %f10, %f9, 0f3F800000;
; CHECK: st.global.f32 [%rd3], %f10;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare float @__nv_sinf(float)
declare float @__nv_expf(float)
declare float @__nv_fabsf(float)
declare float @__nv_sqrtf(float)

define ptx_kernel void @k(ptr addrspace(1) %p, i32 %i) {
  %a = getelementptr inbounds float, ptr addrspace(1) %p, i32 %i
  %x = load float, ptr addrspace(1) %a, align 4
  %s = call float @__nv_sinf(float %x)
  %e = call float @__nv_expf(float %x)
  %m = fmul float %s, %e
  %c = fmul contract float %e, %e
  %f = call float @__nv_fabsf(float %x)
  %n = fmul float %s, %f
  %q = call float @__nv_sqrtf(float %n)
  %t = fadd float %m, %q
  %c2 = fmul contract float %e, %f
  %u = fadd contract float %c2, %t
  %v = fadd float %u, 1.0
  store float %v, ptr addrspace(1) %a, align 4
  ret void
}
