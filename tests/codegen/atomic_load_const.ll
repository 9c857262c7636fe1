; An atomic load from the constant space: atomics take global, shared or
; generic pointers.
; SM: 80
; ARGS: --no-verify
; EXPECT-ERROR: unsupported: load through address space 4 (atomics take global, shared or generic pointers)
; EXPECT-LINE: 10
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(4) %c) {
  %v = load atomic i32, ptr addrspace(4) %c monotonic, align 4
  store i32 %v, ptr addrspace(1) %out
  ret void
}
