; Code generation's own guards for intrinsic calls whose types LLVM's
; signature refuses: the verifier stops them first ("Intrinsic has
; incorrect argument type!", tests/verify/llvm_intrinsic_sigs.ll), so
; --no-verify hands them over.  A constant of a type with no machine parts
; (the fuzzer's smax.i32 with an i92 operand, once a NULL dereference in
; isel/dag/dag.c) is a located error, never a crash.
; SM: 90
; ARGS: --no-verify
; EXPECT-ERROR: unsupported: a constant of type 'i92'
; EXPECT-LINE: 17
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.smax.i32(i32, i92)

define i32 @f(i32 %a) {
  %r = call i32 @llvm.smax.i32(i32 %a, i92 0)
  ret i32 %r
}
