; A musttail call that forwards the caller's `...` and passes variadic
; arguments of its own as well: its callee would need one buffer holding
; both, and ir/varargs.c passes only the caller's incoming pointer on, so
; the call is refused, located, instead of dropping the extra argument.
; SM: 80
; EXPECT-ERROR: unsupported: a musttail call that forwards '...' and passes variadic arguments of its own, or from a kernel
; EXPECT-LINE: 12
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @f(i32, ...)
define i32 @thunk(i32 %n, ...) {
  %rv = musttail call i32 (i32, ...) @f(i32 %n, i32 5, ...)
  ret i32 %rv
}
