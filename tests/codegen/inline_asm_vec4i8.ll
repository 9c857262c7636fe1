; A vector in an inline asm register other than two 16-bit elements: llc
; also packs <4 x i8> into a .b32, tnvcc holds i8 parts in 16-bit
; registers and names the operand instead of guessing a packing.
; SM: 80
; EXPECT-ERROR: unsupported: inline asm operand 0 of type '<4 x i8>' in constraint 'r' (a vector is taken only as two 16-bit elements in one .b32 register, "r": <2 x half>, <2 x bfloat>, <2 x i16>)
; EXPECT-LINE: 12
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p) {
  %a = load <4 x i8>, ptr addrspace(1) %p, align 4
  %r = call <4 x i8> asm "mov.b32 $0, $1;", "=r,r"(<4 x i8> %a)
  store <4 x i8> %r, ptr addrspace(1) %p, align 4
  ret void
}
