; EXPECT-ERROR: expected ',', found ')'
; EXPECT-LINE: 9
; CORPUS-SM: sm_80
; CORPUS-DESC: syntax: a #dbg_value record without its location operand (llvm-as-19: "Expected ',' here" at the same column)
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @k(i32 %a) {
  %b = add i32 %a, 1
  #dbg_value(i32 %b, !1, !DIExpression())
  ret void
}
!1 = !{}
