; ARGS: --sm 75
; redux.sync needs Ampere
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.redux.sync.add(i32, i32)

define i32 @f(i32 %v) {
  %r = call i32 @llvm.nvvm.redux.sync.add(i32 %v, i32 -1)
  ret i32 %r
}
