; An odd width lives in a wider register (i24 in 32 bits), so an atomic
; on it would touch a byte that is not its own: a located error (LLVM
; requires a power-of-two byte size for atomics, too).
; SM: 80
; EXPECT-ERROR: unsupported: atomicrmw on i24 (atomics need a power-of-two number of bytes)
; EXPECT-LINE: 11
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %p, i32 %x) {
  %v = trunc i32 %x to i24
  %r = atomicrmw add ptr addrspace(1) %p, i24 %v monotonic
  ret void
}
