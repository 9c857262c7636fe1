; ARGS: --sm 80
; prefix and prologue data
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f() prefix i32 123 {
  ret void
}

define void @g() prologue i32 456 {
  ret void
}
