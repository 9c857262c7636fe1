; EXPECT-ERROR: instruction expected to be numbered '%6' or greater
; EXPECT-LINE: 10
; CORPUS-SM: sm_80
; CORPUS-DESC: semantic: numbered values may skip numbers (LLVM 19) but never go back
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i32 @g(i32 %0) {
  %5 = add i32 %0, 1
  %3 = add i32 %5, 1
  ret i32 %3
}
