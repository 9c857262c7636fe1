; fuzz-pipeline (fuzz smoke in check-sanitize) found: a call of
; llvm.sideeffect given a result and an operand reached code generation,
; which aborted at isel/dag/dag.c ("value has no virtual register").  The
; verifier now checks the intrinsic's signature: () -> void (LLVM's
; "Intrinsic has incorrect return type!").
; EXPECT-ERROR: Intrinsic has incorrect return type!
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare bfloat @llvm.sideeffect(bfloat)

define ptx_kernel void @b(ptr addrspace(1) %o, bfloat %c) {
  %t = call bfloat @llvm.sideeffect(bfloat %c)
  store volatile bfloat %t, ptr addrspace(1) %o
  ret void
}
