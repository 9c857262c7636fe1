; ARGS: --sm 80
; LLVM's immarg rule
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.ctlz.i32(i32, i1 immarg)

define i32 @f(i32 %x, i1 zeroext %z) {
  %r = call i32 @llvm.ctlz.i32(i32 %x, i1 zeroext %z)
  ret i32 %r
}
