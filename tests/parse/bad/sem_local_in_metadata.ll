; EXPECT-ERROR: a function's local value cannot be an operand of a metadata node
; EXPECT-LINE: 10
; CORPUS-SM: sm_80
; CORPUS-DESC: semantic: %v inside a metadata node (LLVM allows a local value in metadata only as a call's direct `metadata i32 %v` argument)
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(i32 %v) {
  call void @llvm.g(metadata i32 %v)
  ret void, !foo !{i32 %v}
}

declare void @llvm.g(metadata)
