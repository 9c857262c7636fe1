; ARGS: --sm 80
; a local quoted name with a NUL byte, in a function body (the hand-written body parser's path)
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i32 @f(i32 %x) {
  %"y\00z" = add i32 %x, 1
  ret i32 %x
}
