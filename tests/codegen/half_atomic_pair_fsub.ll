; PTX adds pairs of halves atomically but has no subtraction (a scalar
; fsub adds the negated value; a packed negation is not done here).
; SM: 90a
; EXPECT-ERROR: unsupported: atomicrmw fsub on <2 x half> (PTX adds pairs only)
; EXPECT-LINE: 10
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, <2 x half> %v) {
  %old = atomicrmw fsub ptr addrspace(1) %p, <2 x half> %v monotonic, align 4
  ret void
}
