; EXPECT-ERROR: expected '...' at end of argument list for musttail call in varargs function
; EXPECT-LINE: 10
; CORPUS-SM: sm_80
; CORPUS-DESC: semantic: a musttail call in a variadic function must forward its variadic arguments with `...` at the end of the argument list, as llvm-as-19 says at the same column
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @f(i32, ...)
define i32 @thunk(i32 %n, ...) {
  %rv = musttail call i32 (i32, ...) @f(i32 %n)
  ret i32 %rv
}
