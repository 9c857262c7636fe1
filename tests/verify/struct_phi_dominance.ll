; ARGS: --sm 80
; a phi operand is needed at the end of its incoming block
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i32 @f(i1 zeroext %c, i32 %x) {
entry:
  br i1 %c, label %a, label %b
a:
  %y = mul i32 %x, 3
  br label %b
b:
  %p = phi i32 [ %y, %entry ], [ %y, %a ]
  ret i32 %p
}
