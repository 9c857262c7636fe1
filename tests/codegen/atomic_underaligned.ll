; An atomic is one indivisible access: unlike a plain load or store, it
; cannot be split into pieces when its `align` is below its size, and PTX
; faults on a misaligned atom, so it is a located error (isel/lower/atomic.c).
; SM: 80
; EXPECT-ERROR: unsupported: atomicrmw of 4 bytes at align 2 (an atomic access must be aligned to its size)
; EXPECT-LINE: 11
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(ptr addrspace(1) %p) {
  %a = atomicrmw add ptr addrspace(1) %p, i32 1 monotonic, align 2
  ret void
}
