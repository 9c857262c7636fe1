; ARGS: --sm 80
; a narrow integer return needs zeroext/signext
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i16 @f() {
  ret i16 0
}

define signext i8 @g() {
  ret i8 0
}
