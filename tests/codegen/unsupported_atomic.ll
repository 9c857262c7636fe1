; What this version cannot select is a located error naming the construct,
; never a crash and never bad PTX; no output file is written.  PTX has no
; atomic min/max on half, and tnvcc has no compare-and-swap loop for them
; yet (half fadd/fsub and xchg it has).
; SM: 80
; EXPECT-ERROR: unsupported: atomicrmw fmax on f16 for sm_80
; EXPECT-LINE: 12
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, half %h) {
  %old = atomicrmw fmax ptr addrspace(1) %p, half %h monotonic
  ret void
}
