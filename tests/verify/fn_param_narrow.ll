; ARGS: --sm 80
; narrow integer parameters need zeroext/signext (declarations too)
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(i8 %a, i16 zeroext %b, i1 %c, i32 %d, <2 x i8> %e) {
  ret void
}

declare void @ext(i16)
