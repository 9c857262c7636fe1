; The hand-written atomic layer gates the same way: atom.add.f64 is sm_60.
; SM: 52
; EXPECT-ERROR: 'atom.add.f64' requires sm_60 or newer (target is sm_52)
; EXPECT-LINE: 9
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, double %x) {
  %old = atomicrmw fadd ptr addrspace(1) %p, double %x monotonic
  ret void
}
