; EXPECT-ERROR: intrinsic can only be used as callee
; EXPECT-LINE: 9
; CORPUS-SM: sm_80
; CORPUS-DESC: semantic: an undeclared intrinsic used as a value rather than called
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr %p, i8 signext %x) {
  store ptr @llvm.umax, ptr %p
  ret void
}
