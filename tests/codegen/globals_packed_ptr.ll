; A symbol can only fill a whole, aligned .u64 element of an initializer:
; a pointer at offset 1 of a packed struct cannot be written.
; SM: 80
; EXPECT-ERROR: unsupported: initializer of global variable '@rec' (an address that is not a whole, aligned pointer-sized element)
; EXPECT-LINE: 10
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@x = internal addrspace(1) global i32 0, align 4
@rec = internal addrspace(1) global <{ i8, ptr addrspace(1) }> <{ i8 1, ptr addrspace(1) @x }>, align 1

define ptx_kernel void @k(ptr addrspace(1) %o) {
  store ptr addrspace(1) @rec, ptr addrspace(1) %o, align 8
  ret void
}
