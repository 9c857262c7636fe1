; REGRESSION: fuzz-pipeline (with code generation), reduced from the
; crash input.  As unreachable_self_use.ll, with the use one instruction
; before its definition (isel/dag/dag.c:154, "value b has no virtual register").
; EXPECT: ok
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i32 @f(i32 %x) {
entry:
  ret i32 %x
dead:
  %a = add i32 %b, 1
  %b = add i32 %a, 1
  br label %dead
}
