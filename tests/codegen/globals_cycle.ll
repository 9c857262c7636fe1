; Two initializers that name each other cannot be ordered so that each
; symbol is declared before use: a located error (llc rejects it too).
; SM: 80
; EXPECT-ERROR: unsupported: global variable '@a' is part of a cycle of initializers
; EXPECT-LINE: 9
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@a = internal addrspace(1) global ptr addrspace(1) @b, align 8
@b = internal addrspace(1) global ptr addrspace(1) @a, align 8

define ptx_kernel void @k(ptr addrspace(1) %o) {
  %v = load ptr addrspace(1), ptr addrspace(1) @a, align 8
  store ptr addrspace(1) %v, ptr addrspace(1) %o, align 8
  ret void
}
