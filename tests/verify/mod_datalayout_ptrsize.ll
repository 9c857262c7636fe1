; ARGS: --sm 80
; 32-bit generic pointers under a 64-bit triple
target datalayout = "e-p:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f() {
  ret void
}
