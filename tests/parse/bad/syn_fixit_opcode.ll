; EXPECT-ERROR: expected instruction opcode, found 'ad'; did you mean 'add' or 'and'?
; EXPECT-LINE: 7
; A misspelt opcode: every opcode at the smallest distance is offered.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @f(i32 %a) {
  %v = ad i32 %a, 1
  ret void
}
