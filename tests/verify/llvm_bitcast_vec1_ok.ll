; ARGS: --sm 80
; LLVM allows a bitcast between a pointer and a one-lane vector of pointers (same address space): must verify clean
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define <1 x ptr> @f(ptr %a) {
  %b = bitcast ptr %a to <1 x ptr>
  ret <1 x ptr> %b
}
define ptr @g(<1 x ptr> %a) {
  %b = bitcast <1 x ptr> %a to ptr
  ret ptr %b
}
