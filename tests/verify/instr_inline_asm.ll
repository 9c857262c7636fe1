; ARGS: --sm 80
; inline asm with half, i128 and vector operands; a struct of i32/float is fine
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(half %h, i128 %w, <2 x float> %v) {
  %a = call half asm "mov.b16 $0, $1;", "=h,h"(half %h)
  call void asm sideeffect "// $0", "l"(i128 %w)
  %b = call { i32, float } asm "// $0 $1", "=r,=f"()
  %c = call <2 x float> asm "// $0", "=f"()
  ret void
}
