; A call through a pointer of a variadic type: the same buffer convention
; as a direct call, and the prototype has the buffer's .param.
; SM: 80
; CHECK: st.local.u32 [%SPL+0], %r1;
; CHECK: add.u64 %rd2, %SP, 0;
; CHECK: st.param.b32 [param0], 1;
; CHECK: st.param.b64 [param1], %rd2;
; CHECK: prototype_0 : .callprototype (.param .b32 _) _ (.param .b32 _, .param .b64 _);
; CHECK: call (retval0), %rd1, (param0, param1), prototype_0;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(ptr %fp, i32 %x) {
  %r = call i32 (i32, ...) %fp(i32 1, i32 %x)
  ret void
}
