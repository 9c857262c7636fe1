; atomicrmw fadd/fsub on bfloat before sm_80, which has no bfloat
; arithmetic (no add.bf16, no fma.rn.bf16): a compare-and-swap loop that
; adds in f32 and rounds to bfloat by hand, to nearest even, quieting a
; NaN (isel/lower/atomic_loop.c, bf16_addsub_bits), as LLVM 22's back end
; does.  Run under ptxsim beside llc-22's code for sm_70 and sm_60 (the
; 32-bit word loop) on ramps, the results were the same bytes.
; SM: 70
; ARGS: -O3
; CHECK: .visible .func (.param .align 2 .b8 func_retval0[2]) add_b(
; CHECK: ld.relaxed.sys.global.b16 %rs3, [%rd1];
; CHECK: shl.b32 %r3, %r2, 16;
; CHECK: mov.b32 %f1, %r3;
; CHECK: shl.b32 %r4, %r1, 16;
; CHECK: mov.b32 %f2, %r4;
; CHECK: add.rn.f32 %f3, %f1, %f2;
; CHECK: mov.b32 %r5, %f3;
; CHECK: bfe.u32 %r6, %r5, 16, 1;
; CHECK: add.s32 %r7, %r5, %r6;
; CHECK: add.s32 %r8, %r7, 32767;
; CHECK: setp.nan.f32 %p1, %f3, %f3;
; CHECK: or.b32 %r9, %r5, 4194304;
; CHECK: selp.b32 %r10, %r9, %r8, %p1;
; CHECK: shr.u32 %r11, %r10, 16;
; CHECK: cvt.u16.u32 %rs4, %r11;
; CHECK: atom.relaxed.sys.global.cas.b16 %rs2, [%rd1], %rs3, %rs4;
; CHECK: .visible .func (.param .align 2 .b8 func_retval0[2]) sub_b(
; CHECK: sub.rn.f32 %f3, %f1, %f2;
; CHECK: atom.relaxed.cta.shared.cas.b16 %rs2, [%rd1], %rs3, %rs4;
; CHECK-NOT: fma.rn.bf16
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define bfloat @add_b(ptr addrspace(1) %p, bfloat %v) {
  %r = atomicrmw fadd ptr addrspace(1) %p, bfloat %v monotonic
  ret bfloat %r
}
define bfloat @sub_b(ptr addrspace(3) %p, bfloat %v) {
  %r = atomicrmw fsub ptr addrspace(3) %p, bfloat %v monotonic
  ret bfloat %r
}
