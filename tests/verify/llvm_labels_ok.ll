; ARGS: --sm 80
; block labels: a quoted number is a name, not a block number; an implicit block after a terminator takes the next number, and a branch may name it first: must verify clean
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i32 @f(i32 %x) {
  %1 = add i32 %x, 1
  br label %2
  br label %3
3:
  br label %"2"
"2":
  ret i32 %1
}
