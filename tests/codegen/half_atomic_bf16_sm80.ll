; atom.add.noftz.bf16 arrived with sm_90: on sm_80 the fadd is a loop of
; atom.cas.b16 around fma.rn.bf16 (bfloat arithmetic of sm_80, which rounds
; once: isel/lower/atomic_loop.c).  On sm_75, which has neither, see
; half_atomic_bf16_sm75.ll.
; SM: 80
; CHECK: fma.rn.bf16
; CHECK: atom.relaxed.sys.global.cas.b16
; CHECK-NOT: add.noftz.bf16
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, bfloat %b) {
  %old = atomicrmw fadd ptr addrspace(1) %p, bfloat %b monotonic, align 2
  ret void
}
