; ARGS: --sm 80
; LLVM 19 numbering: explicit numbers may skip (%0, %10, %20), an unnamed value takes the next number and may be used by it: must verify clean
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i32 @f(i32 %0, i32 %10) {
  %20 = add i32 %0, %10
  mul i32 %20, 4
  %30 = add i32 %21, 1
  br label %40

40:
  ret i32 %30
}
