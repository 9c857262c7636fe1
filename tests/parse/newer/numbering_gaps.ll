; LLVM-AS: llvm-as-19
; LLVM 19 lets numbered values skip numbers (increasing, not contiguous);
; an unnamed value takes the number after the last one.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i32 @f(i32 %0) {
  %3 = add i32 %0, 1
  %7 = mul i32 %3, %3
  br label %9

9:
  ret i32 %7
}
