; SM: 90
; EXPECT-ERROR: unsupported: atomicrmw uinc_wrap on i128
; EXPECT-LINE: 10
; The wrapping increment and decrement and the float operations have no
; 128-bit form, not even as a loop: a located error naming the operation
; (atomic_b128_rmw.ll has the ones that loop).
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %p, i128 %v, ptr addrspace(1) %out) {
  %a = atomicrmw uinc_wrap ptr addrspace(1) %p, i128 %v monotonic, align 16
  store i128 %a, ptr addrspace(1) %out
  ret void
}
