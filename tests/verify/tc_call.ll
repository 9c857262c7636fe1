; ARGS: --sm 80
; a call argument whose type differs from the callee's parameter
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @g(i32, float)

define void @f(i64 %x) {
  call void @g(i64 %x, float 1.0)
  ret void
}
