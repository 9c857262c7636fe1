; ARGS: --sm 60
; match.sync needs Volta
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.match.any.sync.i32(i32, i32)

define i32 @f(i32 %v) {
  %r = call i32 @llvm.nvvm.match.any.sync.i32(i32 -1, i32 %v)
  ret i32 %r
}
