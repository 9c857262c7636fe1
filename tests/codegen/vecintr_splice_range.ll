; llvm.vector.splice's offset must lie in [-N, N-1] (LangRef): 8 on a
; vector of 4 is refused where it stands, not read past the two vectors.
; SM: 80
; EXPECT-ERROR: unsupported: '@llvm.vector.splice.v4i32' with operands LangRef does not allow, or on scalable vectors
; EXPECT-LINE: 9
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define <4 x i32> @f(<4 x i32> %a, <4 x i32> %b) {
  %r = call <4 x i32> @llvm.vector.splice.v4i32(<4 x i32> %a, <4 x i32> %b, i32 8)
  ret <4 x i32> %r
}
declare <4 x i32> @llvm.vector.splice.v4i32(<4 x i32>, <4 x i32>, i32)
