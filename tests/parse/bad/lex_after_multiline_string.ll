; EXPECT-ERROR: unexpected character '-'
; EXPECT-LINE: 13
; A string may run over several lines (LLVM's lexer allows it, and Numba
; writes inline asm that way): the lines inside it still count, so an
; error after it is reported at its own line.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define i32 @f(i32 %a) {
  %r = call i32 asm "{
    add.s32 $0, $1, 1;
  }", "=r,r"(i32 %a)
  %s = add i32 %r, 1
  %bad = add i32 %s, undef-x
  ret i32 %bad
}
