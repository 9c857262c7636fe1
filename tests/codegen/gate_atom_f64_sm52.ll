; atom.add.f64 needs sm_60: before that, atomicrmw fadd on a double is a
; compare-and-swap loop on its bits (isel/lower/atomic_loop.c), with the
; volatile load and no .relaxed of targets without the memory model.
; SM: 52
; CHECK: ld.volatile.global.b64 %rd2, [%rd1];
; CHECK: add.rn.f64
; CHECK: atom.global.cas.b64
; CHECK: @%p1 bra $L__tnv0_1;
; CHECK-NOT: atom.global.add.f64
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, double %x) {
  %old = atomicrmw fadd ptr addrspace(1) %p, double %x monotonic
  ret void
}
