; EXPECT-ERROR: instruction expected to be numbered '%4' or greater
; EXPECT-LINE: 6
; Numbers may skip since LLVM 19, but never go back (LLVM 19's message).
define i32 @f(i32 %a) {
  %3 = add i32 %a, 1
  %1 = add i32 %3, 1
  %2 = add i32 %3, 1
  ret i32 %2
}
