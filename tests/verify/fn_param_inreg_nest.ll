; ARGS: --sm 80
; inreg and nest are ignored, with a warning each
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(i32 inreg %a, ptr nest %b) {
  ret void
}
