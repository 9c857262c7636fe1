; What this version cannot select is a located error naming the construct,
; never a crash and never bad PTX; no output file is written.  PTX has no
; atom.nand (LLVM expands it into a compare-and-swap loop; we do not yet).
; SM: 80
; EXPECT-ERROR: unsupported: atomicrmw nand on i32
; EXPECT-LINE: 11
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p) {
  %old = atomicrmw nand ptr addrspace(1) %p, i32 1 monotonic
  ret void
}
