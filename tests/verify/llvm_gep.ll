; ARGS: --sm 80
; LLVM's parser: getelementptr indexes struct fields with i32 constants, needs a sized source type, and vector indices agree on their lane count
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%S = type { i32, [4 x float] }
@G = addrspace(1) global [4 x [4 x i32]] zeroinitializer
@V = addrspace(1) global <4 x ptr addrspace(1)> getelementptr ([4 x [4 x i32]], ptr addrspace(1) @G, i32 0, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, <2 x i32> zeroinitializer)

define ptr @f(ptr %p) {
  %q = getelementptr %S, ptr %p, i64 0, i64 1, i32 2
  ret ptr %q
}
