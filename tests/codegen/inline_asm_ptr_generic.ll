; A generic pointer under "r" in a 64-bit module: cutting it to 32 bits
; would give the asm a wrong address (only the shared, const and local
; windows fit in 32 bits), so it is a located error.
; SM: 90
; EXPECT-ERROR: unsupported: inline asm operand 0 of type 'ptr' in constraint 'r'
; EXPECT-LINE: 10
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr %p, i32 %x) {
  call void asm sideeffect "st.u32 [$0], $1;", "r,r"(ptr %p, i32 %x)
  ret void
}
