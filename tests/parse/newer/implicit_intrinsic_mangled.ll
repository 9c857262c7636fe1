; LLVM-AS: llvm-as-19
; Calls of an overloaded intrinsic with no declaration and no type suffix:
; LLVM 19's parser gives each call the declaration its own types name
; (@llvm.umax.i8, @llvm.umax.i16), reusing one the module already has.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i32 @f(i8 %x, i8 %y, i32 %z) {
  %a = call i8 @llvm.umax(i8 %x, i8 %y)
  %b = zext i8 %a to i16
  %c = call i16 @llvm.umax(i16 %b, i16 7)
  %d = zext i16 %c to i32
  %e = call i32 @llvm.umax(i32 %d, i32 %z)
  %g = call i32 @llvm.umax.i32(i32 %e, i32 1)
  ret i32 %g
}
