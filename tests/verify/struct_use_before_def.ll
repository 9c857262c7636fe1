; ARGS: --sm 80
; a use before its definition in the same block
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i32 @f(i32 %x) {
  %a = add i32 %x, %b
  %b = mul i32 %x, %x
  ret i32 %a
}
