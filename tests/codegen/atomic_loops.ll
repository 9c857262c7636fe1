; atomicrmw operations PTX has no instruction for become compare-and-swap
; loops inside the block: a relaxed first read, the operation, atom.cas
; with the atomicrmw's ordering (seq_cst: fence.sc first), retried from
; what the swap found until it succeeds.  Floats are swapped as their
; bits.  fmaximum/fminimum propagate NaN and order -0 < +0 (max.f does
; neither); 64-bit uinc/udec_wrap have no atom.inc/dec.
; SM: 90a
; CHECK: ld.relaxed.sys.global.b32 %r3, [%rd1];
; CHECK: $L__tnv0_1:
; CHECK: and.b32 %r4, %r3, %r1;
; CHECK: not.b32 %r5, %r4;
; CHECK: atom.relaxed.sys.global.cas.b32 %r2, [%rd1], %r3, %r5;
; CHECK: setp.ne.b32 %p1, %r2, %r3;
; CHECK: mov.b32 %r3, %r2;
; CHECK: @%p1 bra $L__tnv0_1;
; CHECK: fence.sc.gpu;
; CHECK: ld.relaxed.gpu.global.b64 %rd7, [%rd5];
; CHECK: not.b64 %rd9, %rd8;
; CHECK: atom.acquire.gpu.global.cas.b64 %rd6, [%rd5], %rd7, %rd9;
; CHECK: mov.b32 %f3, %r6;
; CHECK: max.f32 %f4, %f3, %f1;
; CHECK: mov.b32 %r8, %f4;
; CHECK: atom.acq_rel.gpu.global.cas.b32 %r7, [%rd1], %r6, %r8;
; CHECK: setp.ne.b32 %p3, %r7, %r6;
; CHECK: mov.b32 %f2, %r7;
; CHECK: min.f32 %f7, %f6, %f1;
; CHECK: atom.acq_rel.cta.shared.cas.b32
; CHECK: min.f64 %fd4, %fd3, %fd1;
; CHECK: atom.release.sys.global.cas.b64
; CHECK: max.f32 %f10, %f9, %f1;
; CHECK: setp.eq.f32 %p6, %f9, %f1;
; CHECK: setp.nan.f32 %p7, %f9, %f1;
; CHECK: and.b32 %r17, %r14, %r15;
; CHECK: selp.b32 %r18, %r17, %r16, %p6;
; CHECK: selp.b32 %r19, 0x7FFFFFFF, %r18, %p7;
; CHECK: min.f64 %fd7, %fd6, %fd1;
; CHECK: or.b64 %rd18, %rd15, %rd16;
; CHECK: selp.b64 %rd20, 0x7FFFFFFFFFFFFFFF, %rd19, %p10;
; CHECK: atom.acquire.sys.global.cas.b64 %rd14, [%rd1], %rd13, %rd21;
; CHECK: setp.ge.u32 %p12, %r22, %r1;
; CHECK: sub.s32 %r23, %r22, %r1;
; CHECK: selp.b32 %r24, %r23, %r22, %p12;
; CHECK: max.u64 %rd24, %rd23, %rd4;
; CHECK: sub.s64 %rd25, %rd24, %rd4;
; CHECK: setp.ge.u64 %p15, %rd27, %rd4;
; CHECK: add.s64 %rd28, %rd27, 1;
; CHECK: selp.b64 %rd29, 0, %rd28, %p15;
; CHECK: setp.eq.u64 %p17, %rd31, 0;
; CHECK: setp.gt.u64 %p18, %rd31, %rd4;
; CHECK: or.pred %p19, %p17, %p18;
; CHECK: sub.s64 %rd32, %rd31, 1;
; CHECK: selp.b64 %rd33, %rd4, %rd32, %p19;
; CHECK: atom.relaxed.sys.global.cas.b64 %rd30, [%rd1], %rd31, %rd33;
; CHECK-NOT: atom.relaxed.sys.global.inc.u64
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, ptr addrspace(3) %s, ptr %g, i32 %a, i64 %w,
                          float %f, double %d) {
  %nand32 = atomicrmw nand ptr addrspace(1) %p, i32 %a monotonic
  %nand64 = atomicrmw nand ptr %g, i64 %w syncscope("device") seq_cst
  %fmax = atomicrmw fmax ptr addrspace(1) %p, float %f syncscope("device") acq_rel
  %fmin = atomicrmw fmin ptr addrspace(3) %s, float %f syncscope("block") acq_rel
  %dmin = atomicrmw fmin ptr addrspace(1) %p, double %d release
  %fmaxm = atomicrmw fmaximum ptr addrspace(1) %p, float %f monotonic
  %dminm = atomicrmw fminimum ptr addrspace(1) %p, double %d acquire
  %usubc = atomicrmw usub_cond ptr addrspace(1) %p, i32 %a monotonic
  %usubs = atomicrmw usub_sat ptr addrspace(1) %p, i64 %w monotonic
  %uinc = atomicrmw uinc_wrap ptr addrspace(1) %p, i64 %w monotonic
  %udec = atomicrmw udec_wrap ptr addrspace(1) %p, i64 %w monotonic
  %i0 = add i32 %nand32, %usubc
  store volatile i32 %i0, ptr addrspace(1) %p
  %l0 = add i64 %nand64, %usubs
  %l1 = add i64 %l0, %uinc
  %l2 = add i64 %l1, %udec
  store volatile i64 %l2, ptr addrspace(1) %p
  %f0 = fadd float %fmax, %fmin
  %f1 = fadd float %f0, %fmaxm
  store volatile float %f1, ptr addrspace(1) %p
  %d0 = fadd double %dmin, %dminm
  store volatile double %d0, ptr addrspace(1) %p
  ret void
}
