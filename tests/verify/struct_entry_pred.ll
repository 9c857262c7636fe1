; ARGS: --sm 80
; the entry block cannot be a branch target
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(i1 zeroext %c) {
entry:
  br i1 %c, label %entry, label %done
done:
  ret void
}
