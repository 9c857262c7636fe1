; x*C1 + C2 with `contract` on both: one fma.rn with two immediates, the
; multiplier second and the addend third (a Horner step of an unrolled
; polynomial, as clang -O3 writes one).  Without `contract` on the fmul
; the two stay separately rounded.
; SM: 80
; CHECK: .visible .entry horner(
; CHECK: ld.param.f32 %f1, [horner_param_1];
; CHECK: fma.rn.f32 %f2, %f1, 0f3F800347, 0f3F000000;
; CHECK: fma.rn.f32 %f3, %f2, 0f3F800347, 0f3F000000;
; CHECK: st.global.f32 [%rd1], %f3;
; CHECK: .visible .entry horner64(
; CHECK: fma.rn.f64 %fd2, %fd1, 0d4008000000000000, 0dBFE0000000000000;
; CHECK: .visible .entry mul_not_contract(
; CHECK: mul.rn.f32 %f2, %f1, 0f40400000;
; CHECK: add.rn.f32 %f3, %f2, 0f3F000000;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @horner(ptr addrspace(1) %p, float %x) {
  %m1 = fmul contract float %x, 0x3FF00068E0000000
  %a1 = fadd contract float %m1, 5.000000e-01
  %m2 = fmul contract float %a1, 0x3FF00068E0000000
  %a2 = fadd contract float %m2, 5.000000e-01
  store float %a2, ptr addrspace(1) %p, align 4
  ret void
}

define ptx_kernel void @horner64(ptr addrspace(1) %p, double %x) {
  %m = fmul contract double %x, 3.0
  %a = fadd contract double %m, -5.000000e-01
  store double %a, ptr addrspace(1) %p, align 8
  ret void
}

define ptx_kernel void @mul_not_contract(ptr addrspace(1) %p, float %x) {
  %m = fmul float %x, 3.0
  %a = fadd contract float %m, 5.000000e-01
  store float %a, ptr addrspace(1) %p, align 4
  ret void
}
