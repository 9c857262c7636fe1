; EXPECT-ERROR: found 'noinlin'; did you mean 'noinline'?
; EXPECT-LINE: 6
; A misspelt function attribute.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @f(i32 %a) noinlin {
  ret void
}
