; bfloat atomicrmw fadd on sm_75: neither atom.add.noftz.bf16 (sm_90) nor
; fma.rn.bf16 (sm_80) exists, so the compare-and-swap loop adds in f32 and
; rounds to bfloat by hand (tests/codegen/atomic_bf16_add_sm70.ll has the
; whole sequence); an unused result still needs the loop.
; SM: 75
; ARGS: -O3
; CHECK: .visible .entry k(
; CHECK: add.rn.f32
; CHECK: add.s32 %r8, %r7, 32767;
; CHECK: atom.relaxed.sys.global.cas.b16
; CHECK-NOT: fma.rn.bf16
; CHECK-NOT: red.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, bfloat %b) {
  %old = atomicrmw fadd ptr addrspace(1) %p, bfloat %b monotonic, align 2
  ret void
}
