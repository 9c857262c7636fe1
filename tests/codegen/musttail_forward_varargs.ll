; A musttail call that ends its arguments with `...` forwards the
; caller's own variadic arguments (LangRef: call, musttail).  Variadic
; arguments travel as one pointer to a buffer the caller fills
; (ir/varargs.c), so forwarding them passes the thunk's incoming buffer
; pointer on unchanged: %rd1, read from thunk's second parameter, is
; f's second argument, with no buffer of its own.  (llc-19 stops on this
; input: "Cannot lower callbase instruction".)
; SM: 80
; CHECK: ld.param.u32 %r1, [thunk_param_0];
; CHECK: ld.param.u64 %rd1, [thunk_param_1];
; CHECK: st.param.b32 [param0], %r1;
; CHECK: st.param.b64 [param1], %rd1;
; CHECK: call.uni (retval0), f, (param0, param1);
; CHECK-NOT: .local
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @f(i32, ...)

define i32 @thunk(i32 %n, ...) {
  %rv = musttail call i32 (i32, ...) @f(i32 %n, ...)
  ret i32 %rv
}
