; EXPECT-ERROR: use of undefined value '@llvm.foobar'
; EXPECT-LINE: 9
; CORPUS-SM: sm_80
; CORPUS-DESC: semantic: an undeclared llvm.* name that is no intrinsic stays an undefined value, as in LLVM
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr %p, i8 signext %x) {
  %a = call i8 @llvm.foobar(i8 %x, i16 1)
  store i8 %a, ptr %p
  ret void
}
