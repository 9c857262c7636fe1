; ARGS: --sm 80
; an explicitly empty data layout
target datalayout = ""
target triple = "nvptx64-nvidia-cuda"

define void @f() {
  ret void
}
