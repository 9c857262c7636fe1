; bfloat atomicrmw fadd on sm_75: neither atom.add.noftz.bf16 (sm_90) nor
; the fma.rn.bf16 a compare-and-swap loop would need (sm_80) exists, so a
; located gating error names the instruction missing.
; SM: 75
; EXPECT-ERROR: 'fma.rn.bf16' requires sm_80 or newer (target is sm_75)
; EXPECT-LINE: 11
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, bfloat %b) {
  %old = atomicrmw fadd ptr addrspace(1) %p, bfloat %b monotonic, align 2
  ret void
}
