; An inline asm memory operand ("*m") is not supported: a located error
; names the constraint and says what to use instead.
; SM: 80
; EXPECT-ERROR: unsupported: inline asm constraint '*m' (memory operands are not supported; pass the address in an "l" register)
; EXPECT-LINE: 10
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out, ptr %p) {
  %v = call i32 asm "ld.u32 $0, $1;", "=r,*m"(ptr elementtype(i32) %p)
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}
