; ARGS: --sm 80
; comparisons and select with the wrong types
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(float %x, i32 %i, i32 %j) {
  %a = icmp eq float %x, %x
  %b = fcmp oeq i32 %i, %i
  %c = select i32 %i, i32 %i, i32 %j
  ret void
}
