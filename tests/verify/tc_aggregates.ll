; ARGS: --sm 80
; getelementptr/extractvalue/extractelement that index wrongly
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%S = type { i32, float }

define void @f(ptr %p, %S %s, i64 %n, <4 x i32> %v) {
  %a = getelementptr %S, ptr %p, i64 0, i32 2
  %b = getelementptr %S, ptr %p, i64 0, i64 %n
  %c = getelementptr i32, ptr %p, i64 0, i64 1
  %d = extractvalue %S %s, 5
  %e = extractelement i32 7, i32 0
  %g = extractvalue %S %s, 1
  ret void
}
