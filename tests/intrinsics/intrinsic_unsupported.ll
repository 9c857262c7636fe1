; An intrinsic LLVM 22 has but tnvcc does not select yet (here a unified
; texture fetch): the code generator's one wording, "unsupported:
; intrinsic '@NAME'".
; SM: 100a
; EXPECT-ERROR: unsupported: intrinsic '@llvm.nvvm.tex.unified.1d.v4f32.s32'
; EXPECT-LINE: 11
target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare { float, float, float, float } @llvm.nvvm.tex.unified.1d.v4f32.s32(i64, i32)
define ptx_kernel void @k(i64 %tex, i32 %x, ptr addrspace(1) %out) {
  %v = call { float, float, float, float } @llvm.nvvm.tex.unified.1d.v4f32.s32(i64 %tex, i32 %x) ; here
  %f = extractvalue { float, float, float, float } %v, 0
  store float %f, ptr addrspace(1) %out
  ret void
}
