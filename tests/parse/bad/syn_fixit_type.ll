; EXPECT-ERROR: expected type, found 'flaot'; did you mean 'float'?
; EXPECT-LINE: 7
; A misspelt type gets the nearest type the grammar accepts here.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @f(ptr %p) {
  %v = load flaot, ptr %p, align 4
  ret void
}
