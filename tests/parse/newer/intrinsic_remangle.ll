; LLVM-AS: llvm-as-19
; Overloaded intrinsics declared under a name their types do not give (no
; suffix, a wrong suffix): LLVM's reader renames each declaration to the
; name its types give and moves it to the end of the function list; one
; whose wanted name the module already declares with its type is dropped,
; its calls moved to that declaration.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.umax(i32, i32)
declare i64 @llvm.smax.i32(i64, i64)
declare <2 x half> @llvm.fabs.f32(<2 x half>)
declare i16 @llvm.smin.i16(i16, i16)
declare i16 @llvm.smin.i64(i16, i16)

define i64 @f(i32 %a, i64 %b, <2 x half> %h, i16 %s, ptr %p) {
  %x = call i32 @llvm.umax(i32 %a, i32 1)
  %y = call i64 @llvm.smax.i32(i64 %b, i64 2)
  %z = call <2 x half> @llvm.fabs.f32(<2 x half> %h)
  store <2 x half> %z, ptr %p
  %m = call i16 @llvm.smin.i64(i16 %s, i16 3)
  %n = call i16 @llvm.smin.i16(i16 %m, i16 4)
  store i16 %n, ptr %p
  %w = zext i32 %x to i64
  %r = add i64 %w, %y
  ret i64 %r
}
