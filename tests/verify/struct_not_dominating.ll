; ARGS: --sm 80
; a value defined on one path only, used after the merge
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i32 @f(i1 zeroext %c, i32 %x) {
entry:
  br i1 %c, label %a, label %b
a:
  %y = mul i32 %x, 3
  br label %b
b:
  %z = add i32 %y, 1
  ret i32 %z
}
