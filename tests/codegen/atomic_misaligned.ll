; PTX atomics act on addresses aligned to the access size; an atomicrmw
; (or cmpxchg, or atomic load/store) whose written alignment is smaller
; would fault or tear, so it is a located error naming the sizes.
; SM: 80
; EXPECT-ERROR: unsupported: atomicrmw of 4 bytes at align 2 (an atomic access must be aligned to its size)
; EXPECT-LINE: 10
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %p, i32 %x) {
  %a = atomicrmw add ptr addrspace(1) %p, i32 %x monotonic, align 2
  ret void
}
