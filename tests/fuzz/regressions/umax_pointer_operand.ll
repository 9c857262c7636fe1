; Found by fuzz-pipeline (the fuzz smoke of a CI run, 2026-11-26): a call
; of an llvm.umax variant (its name mangled for no real type) with a
; pointer operand and no result reached isel/lower/intrin_int.c's element-wise
; expansion, which read the operand's machine parts: a pointer type has
; none here, and the NULL was dereferenced (UBSan: member access within
; null pointer, isel/lower/intrin_int.c; SIGSEGV without sanitizers).  Now a
; located "unsupported: intrinsic" in code generation.
; The front end now matches a call of an undeclared intrinsic against
; LLVM's signature (ir/intrsig.c), as LLVM 19's parser does, and refuses
; it first; code generation keeps its guard for --no-verify.
; EXPECT-ERROR: invalid intrinsic signature
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(3) %s, i32 %a) {
  call void @llvm.umax.p3(ptr addrspace(3) %s, i32 %a)
  ret void
}
