; A memset whose value is an i32 (LLVM's takes an i8) is a located error,
; not stores of the wrong width.  The verifier refuses the declaration
; first (LLVM's intrinsic signatures, verify/llvm_intrinsics.c); this test
; runs without it, so that the code generator's own guard is what is
; checked.
; SM: 80
; ARGS: --no-verify
; EXPECT-ERROR: unsupported: '@llvm.memset.p0.i64' whose operands are not (pointer, i8, integer length, i1)
; EXPECT-LINE: 16
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.memset.p0.i64(ptr, i32, i64, i1)

define void @k(ptr %p, i32 %v) {
  call void @llvm.memset.p0.i64(ptr %p, i32 %v, i64 8, i1 false)
  ret void
}
