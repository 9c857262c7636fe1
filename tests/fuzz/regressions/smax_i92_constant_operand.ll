; Found by fuzz-pipeline (the fuzz smoke of a CI run, 2026-11-26): a call
; of llvm.smax.i32 whose second operand is a constant of type i92 (the
; verifier does not match an intrinsic's operand types to its name) reached
; isel/dag/dag.c's const_val, which read the constant's machine parts: i92
; has none, and the NULL was dereferenced (UBSan: member access within null
; pointer, isel/dag/dag.c:200; SIGSEGV without sanitizers).  Now a located
; "unsupported: a constant of type 'i92'" in code generation.
; The front end now matches a call of an undeclared intrinsic against
; LLVM's signature (ir/intrsig.c), as LLVM 19's parser does, and refuses
; it first; code generation keeps its guard for --no-verify.
; EXPECT-ERROR: invalid intrinsic signature
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i32 @f(i32 %a) {
  %m = call i32 @llvm.smax.i32(i32 %a, i92 0)
  ret i32 %m
}
