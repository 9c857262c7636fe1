; PTX has no variadic calls: a call through a pointer of a variadic type
; is a located error.
; SM: 80
; EXPECT-ERROR: unsupported: indirect call of a variadic function
; EXPECT-LINE: 10
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(ptr %fp, i32 %x) {
  %r = call i32 (i32, ...) %fp(i32 1, i32 %x)
  ret void
}
