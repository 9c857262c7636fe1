; An inline asm operand whose type does not fit its constraint's register
; class (an i64 for "r", which holds 32 bits) is a located error naming
; the operand, its type and the letter.
; SM: 80
; EXPECT-ERROR: unsupported: inline asm operand 1 of type 'i64' in constraint 'r'
; EXPECT-LINE: 11
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out, i64 %x) {
  %v = call i32 asm "cvt.u32.u64 $0, $1;", "=r,r"(i64 %x)
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}
