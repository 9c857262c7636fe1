; .b128 registers need sm_70 (and PTX 8.3): a "q" operand on sm_60 is a
; located error.
; SM: 60
; ARGS: -Wno-nvvm-compat
; EXPECT-ERROR: unsupported: 128-bit inline asm operands ('q': .b128 registers, PTX 8.3) on sm_60 (sm_70 or newer is needed)
; EXPECT-LINE: 10
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %p, i128 %w) {
  %q = call i128 asm "mov.b128 $0, $1;", "=q,q"(i128 %w)
  store i128 %q, ptr addrspace(1) %p, align 16
  ret void
}
