; ARGS: --sm 72
; bf16 conversion needs sm_75
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i16 @llvm.nvvm.f2bf16.rn(float)

define zeroext i16 @f(float %x) {
  %r = call i16 @llvm.nvvm.f2bf16.rn(float %x)
  ret i16 %r
}
