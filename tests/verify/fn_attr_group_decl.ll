; ARGS: --sm 80
; a rejected attribute reached through an attribute group, on a declaration
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @ext() #0

define void @f() {
  call void @ext()
  ret void
}

attributes #0 = { nounwind sspstrong }
