; A direct call of a variadic function (printf itself, rather than the
; vprintf that CUDA's printf lowers to) follows LLVM's NVPTX convention:
; the variable arguments in a local buffer whose generic address is one
; more .param, in the .extern declaration too.
; SM: 80
; CHECK: .extern .func (.param .b32 func_retval0) printf(
; CHECK: .param .b64 printf_param_0,
; CHECK: .param .b64 printf_param_1
; CHECK: .local .align 4 .b8 	__local_depot0[4];
; CHECK: ld.param.u32 %r1, [f_param_0];
; CHECK: st.local.u32 [%SPL+0], %r1;
; CHECK: add.u64 %rd3, %SP, 0;
; CHECK: st.param.b64 [param0], %rd2;
; CHECK: st.param.b64 [param1], %rd3;
; CHECK: call.uni (retval0), printf, (param0, param1);
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@fmt = internal addrspace(1) constant [4 x i8] c"%d\0A\00", align 1
declare i32 @printf(ptr, ...)

define void @f(i32 %x) {
  %r = call i32 (ptr, ...) @printf(ptr addrspacecast (ptr addrspace(1) @fmt to ptr), i32 %x)
  ret void
}
