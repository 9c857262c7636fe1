; __nvvm_reflect needs a constant string: anything else is a located
; error (LLVM stops with a fatal error).
; SM: 80
; EXPECT-ERROR: error: __nvvm_reflect takes one constant string
; EXPECT-LINE: 10
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i32 @f(ptr %name) {
  %r = call i32 @__nvvm_reflect(ptr %name)
  ret i32 %r
}
declare i32 @__nvvm_reflect(ptr)
