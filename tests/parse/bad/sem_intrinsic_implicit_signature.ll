; EXPECT-ERROR: invalid intrinsic signature
; EXPECT-LINE: 9
; CORPUS-SM: sm_80
; CORPUS-DESC: semantic: an undeclared intrinsic called with a type no form of it has (llvm.umax of an i8 and an i16; LLVM's parser refuses it too)
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr %p, i8 signext %x) {
  %a = call i8 @llvm.umax(i8 %x, i16 1)
  store i8 %a, ptr %p
  ret void
}
