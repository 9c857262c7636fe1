; ARGS: --sm 80
; an ordinary instruction that uses itself
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i32 @f(i32 %x) {
entry:
  br label %loop
loop:
  %i = add i32 %i, 1
  br label %loop
}
