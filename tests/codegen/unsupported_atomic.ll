; What this version cannot select is a located error naming the construct,
; never a crash and never bad PTX; no output file is written.  An atomic
; exchange of a half needs atom.cas.b16 (sm_70) or atom.exch.b16, which
; sm_60 lacks, and tnvcc has no 32-bit-word loop for it yet (half
; fadd/fsub, fmin and fmax it has there).
; SM: 60
; EXPECT-ERROR: unsupported: atomicrmw xchg on f16 for sm_60
; EXPECT-LINE: 13
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, half %h) {
  %old = atomicrmw xchg ptr addrspace(1) %p, half %h monotonic
  ret void
}
