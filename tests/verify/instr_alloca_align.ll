; ARGS: --sm 80
; alloca aligned to 2^24
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f() {
  %a = alloca i32, align 16777216
  store i32 0, ptr %a, align 4
  ret void
}
