; An intrinsic LLVM 22 has but tnvcc does not select (here bfloat16 fma
; with flush-to-zero, which PTX's fma.rn.bf16 lacks): the code
; generator's one wording, "unsupported: intrinsic '@NAME'".
; SM: 100a
; EXPECT-ERROR: unsupported: intrinsic '@llvm.nvvm.fma.rn.ftz.bf16'
; EXPECT-LINE: 11
target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare bfloat @llvm.nvvm.fma.rn.ftz.bf16(bfloat, bfloat, bfloat)
define ptx_kernel void @k(bfloat %a, bfloat %b, bfloat %c, ptr addrspace(1) %out) {
  %v = call bfloat @llvm.nvvm.fma.rn.ftz.bf16(bfloat %a, bfloat %b, bfloat %c) ; here
  store bfloat %v, ptr addrspace(1) %out
  ret void
}
