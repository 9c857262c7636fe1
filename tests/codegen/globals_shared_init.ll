; PTX never initializes .shared memory, so a shared variable with an
; initializer (even zero) is a located error rather than memory that
; silently holds garbage.
; SM: 80
; EXPECT-ERROR: unsupported: initializer of shared variable '@counts' (PTX does not initialize .shared memory)
; EXPECT-LINE: 10
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@counts = internal addrspace(3) global [4 x i32] zeroinitializer, align 4

define ptx_kernel void @k() {
  store i32 1, ptr addrspace(3) @counts, align 4
  ret void
}
