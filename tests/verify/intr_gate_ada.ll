; ARGS: --sm 86
; fp8 conversion needs Ada
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i16 @llvm.nvvm.ff.to.e4m3x2.rn(float, float)

define zeroext i16 @f(float %a, float %b) {
  %r = call i16 @llvm.nvvm.ff.to.e4m3x2.rn(float %a, float %b)
  ret i16 %r
}
