; PTX never initializes .shared memory, so a shared variable with a
; non-zero initializer is a located error naming it (llc stops there too)
; rather than memory that silently holds garbage.  (A zero initializer is
; dropped with a warning, as LLVM drops it: globals_shared_zero.ll.)
; SM: 80
; EXPECT-ERROR: unsupported: initializer of shared variable '@counts' (PTX does not initialize .shared memory)
; EXPECT-LINE: 11
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@counts = internal addrspace(3) global [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4

define ptx_kernel void @k() {
  store i32 1, ptr addrspace(3) @counts, align 4
  ret void
}
