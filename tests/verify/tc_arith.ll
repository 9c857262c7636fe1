; ARGS: --sm 80
; integer and floating-point operations on the wrong kind of type
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(i32 %i, float %x) {
  %a = fadd i32 %i, %i
  %b = add float %x, %x
  %c = fneg i32 %i
  ret void
}
