; REGRESSION: fuzz-pipeline (with code generation), first minute of fuzzing.
; An unreachable block may use a value before (or as) its definition:
; dominance is not checked where nothing runs (LLVM's rule, verify/
; structural.c).  Instruction selection assigned virtual registers in an
; order that never reached %a and stopped with an internal compiler error
; at isel/dag/dag.c:154 (reg_leaf: "value a has no virtual register").
; EXPECT: ok
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f() {
entry:
  ret void
dead:
  %a = add i32 %a, 1
  br label %dead
}
