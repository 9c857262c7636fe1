; ARGS: --sm 80
; a phi after an ordinary instruction
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i32 @f(i1 zeroext %c, i32 %x) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %b
b:
  %t = add i32 %x, 1
  %p = phi i32 [ %x, %entry ], [ 7, %a ]
  %s = add i32 %p, %t
  ret i32 %s
}
