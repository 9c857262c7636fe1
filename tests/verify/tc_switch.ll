; ARGS: --sm 80
; a duplicate switch case: reported at the repeated case (as LLVM's parser does), not at the switch
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(i32 %x) {
entry:
  switch i32 %x, label %d [ i32 1, label %a
                            i32 2, label %a
                            i32 1, label %d ]
a:
  ret void
d:
  ret void
}
