; atomicrmw fmaximum / fminimum (LLVM 20+) on half and bfloat: a
; compare-and-swap loop on the 16-bit value, the operation done in f32
; (isel/lower/atomic_loop.c, half_min_max), where it is exact both ways
; and needs no max.f16 / max.bf16 (sm_80): max or min, then the two zeros
; told apart by the and (maximum) or or (minimum) of their bits, and a NaN
; from either side giving NaN.  A bfloat moves to and from f32 by shifts
; (cvt.f32.bf16 needs sm_90).  tests/sim/kernels/atomic_fminmax16.ll runs
; fmin and fmax, which llc-19 also has, beside llc-19's code.
; SM: 70
; ARGS: -O3
; CHECK: .visible .func (.param .align 2 .b8 func_retval0[2]) maximum_h(
; CHECK: ld.relaxed.sys.global.b16 %rs3, [%rd1];
; CHECK: cvt.f32.f16 %f1, %rs4;
; CHECK: cvt.f32.f16 %f2, %rs5;
; CHECK: max.f32 %f3, %f1, %f2;
; CHECK: setp.eq.f32 %p1, %f1, %f2;
; CHECK: setp.nan.f32 %p2, %f1, %f2;
; CHECK: and.b32 %r6, %r3, %r4;
; CHECK: selp.b32 %r7, %r6, %r5, %p1;
; CHECK: selp.b32 %r8, 0x7FFFFFFF, %r7, %p2;
; CHECK: cvt.rn.f16.f32 %rs6, %f4;
; CHECK: atom.relaxed.sys.global.cas.b16 %rs2, [%rd1], %rs3, %rs7;
; CHECK: setp.ne.b16 %p3, %rs2, %rs3;
; CHECK: .visible .func (.param .align 2 .b8 func_retval0[2]) minimum_b(
; CHECK: shl.b32 %r3, %r2, 16;
; CHECK: shl.b32 %r4, %r1, 16;
; CHECK: min.f32 %f3, %f1, %f2;
; CHECK: or.b32
; CHECK: shr.u32
; CHECK: atom.relaxed.sys.global.cas.b16
; CHECK-NOT: max.f16
; CHECK-NOT: min.bf16
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define half @maximum_h(ptr addrspace(1) %p, half %v) {
  %r = atomicrmw fmaximum ptr addrspace(1) %p, half %v monotonic
  ret half %r
}
define bfloat @minimum_b(ptr addrspace(1) %p, bfloat %v) {
  %r = atomicrmw fminimum ptr addrspace(1) %p, bfloat %v monotonic
  ret bfloat %r
}
