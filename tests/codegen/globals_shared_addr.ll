; PTX initializers may name only .global and .const variables and device
; functions: a shared variable's address is different in every block.
; SM: 80
; EXPECT-ERROR: unsupported: initializer of global variable '@p' (the address of a variable outside .global and .const
; EXPECT-LINE: 10
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [4 x i32] undef, align 4
@p = internal addrspace(1) global ptr addrspacecast (ptr addrspace(3) @tile to ptr), align 8

define ptx_kernel void @k(ptr addrspace(1) %o) {
  %v = load ptr, ptr addrspace(1) @p, align 8
  store ptr %v, ptr addrspace(1) %o, align 8
  ret void
}
