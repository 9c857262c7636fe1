; A '$' in inline asm text that names no operand ($3 of a two-operand
; asm) is a located error, not text passed to ptxas.
; SM: 80
; EXPECT-ERROR: unsupported: inline asm text with a '$' that names no operand
; EXPECT-LINE: 10
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out, i32 %x) {
  %v = call i32 asm "add.u32 $0, $1, $3;", "=r,r"(i32 %x)
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}
