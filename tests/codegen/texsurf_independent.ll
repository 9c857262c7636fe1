; SM: 70
; EXPECT-ERROR: unsupported: intrinsic '@llvm.nvvm.tex.1d.v4f32.s32'
; EXPECT-LINE: 11
; The independent-mode texture read (a texture and a separate sampler,
; OpenCL's model) is not taken: only CUDA's unified mode, where one handle
; names both (texsurf.ll).
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare { float, float, float, float } @llvm.nvvm.tex.1d.v4f32.s32(i64, i64, i32)
define ptx_kernel void @k(ptr addrspace(1) %out, i64 %t, i64 %s, i32 %i) {
  %v = call { float, float, float, float } @llvm.nvvm.tex.1d.v4f32.s32(i64 %t, i64 %s, i32 %i)
  %x = extractvalue { float, float, float, float } %v, 0
  store float %x, ptr addrspace(1) %out
  ret void
}
