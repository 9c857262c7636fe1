; EXPECT-ERROR: found 'defin'; did you mean 'define'?
; EXPECT-LINE: 6
; A misspelt top-level keyword.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
defin void @f() {
  ret void
}
