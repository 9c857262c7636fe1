; ARGS: --sm 100
; an .offset.bindless form before sm_120 (and not an intrinsic tnvcc knows)
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare float @llvm.nvvm.tex.2d.offset.bindless.f32(i64, float, float)

define float @f(i64 %t) {
  %r = call float @llvm.nvvm.tex.2d.offset.bindless.f32(i64 %t, float 0.0, float 0.0)
  ret float %r
}
