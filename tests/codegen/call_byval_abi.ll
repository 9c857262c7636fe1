; A call site that passes an argument byval where the callee's declaration
; takes a plain pointer (LLVM's own test byval-const-global.ll has one).
; LLVM follows the call site's attributes: the struct is copied into a
; 16-byte .param.  Called directly, the declaration's `.param .b64` would
; not match what the call passes, which ptxas rejects ("Type of argument
; does not match formal parameter"); so the call goes through the call
; site's own prototype, as a call with another function type does
; (isel/lower/intrin.c, same_abi).  The call that agrees with the
; declaration stays direct.
; SM: 80
; CHECK: .extern .func bar(
; CHECK: .param .b64 bar_param_0
; CHECK: ld.u64 %rd1, [G];
; CHECK: ld.u64 %rd2, [G+8];
; CHECK: mov.u64 %rd3, bar;
; CHECK: .param .align 8 .b8 param0[16];
; CHECK: st.param.b64 [param0+0], %rd1;
; CHECK: st.param.b64 [param0+8], %rd2;
; CHECK: prototype_0 : .callprototype () _ (.param .align 8 .b8 _[16]);
; CHECK: call %rd3, (param0), prototype_0;
; CHECK: .param .b64 param0;
; CHECK: st.param.b64 [param0], %rd4;
; CHECK: call.uni bar, (param0);
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct = type { [2 x i64] }
@G = external constant %struct

define void @foo() {
  call void @bar(ptr byval(%struct) @G)
  call void @bar(ptr @G)
  ret void
}

declare void @bar(ptr)
