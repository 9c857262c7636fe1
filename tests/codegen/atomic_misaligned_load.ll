; An atomic load of an i64 aligned to 4: the same rule as atomicrmw (the
; NVVM contract refuses atomic loads before selection, hence --no-verify).
; SM: 80
; ARGS: --no-verify
; EXPECT-ERROR: unsupported: atomic load of 8 bytes at align 4 (an atomic access must be aligned to its size)
; EXPECT-LINE: 10
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %v = load atomic i64, ptr addrspace(1) %p monotonic, align 4
  store i64 %v, ptr addrspace(1) %q, align 8
  ret void
}
