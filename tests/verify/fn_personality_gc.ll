; ARGS: --sm 80
; personality function and GC name
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @pers(...)

define void @f() personality ptr @pers {
  ret void
}

define void @g() gc "shadow-stack" {
  ret void
}
