; SM: 70
; Variadic functions in LLVM's NVPTX convention: the variable arguments go
; in a buffer of the caller's local memory (each at its natural alignment:
; double at 0, i32 at 8, i64 at 16), whose generic address is one more
; .param; the callee's va_arg rounds the pointer up, loads, and moves on.
; The va_list itself (%ap) is a local variable that mem2reg (ir/mem2reg.c)
; keeps in a register: the pointer walks from one argument to the next
; without a round trip through .local.
; CHECK: .extern .func (.param .b32 func_retval0) ext(
; CHECK: .param .b32 ext_param_0,
; CHECK: .param .b64 ext_param_1
; CHECK: .visible .func (.param .b32 func_retval0) sum(
; CHECK: .param .b32 sum_param_0,
; CHECK: .param .b64 sum_param_1
; CHECK: ld.param.u64 %rd1, [sum_param_1];
; CHECK: add.s64 %rd2, %rd1, 7;
; CHECK: and.b64 %rd3, %rd2, -8;
; CHECK: ld.f64 %fd1, [%rd3];
; CHECK: add.s64 %rd4, %rd3, 8;
; CHECK: add.s64 %rd5, %rd4, 3;
; CHECK: and.b64 %rd6, %rd5, -4;
; CHECK: ld.u32 %r2, [%rd6];
; CHECK: .visible .func (.param .b32 func_retval0) caller(
; CHECK: .local .align 8 .b8 	__local_depot1[24];
; CHECK: st.local.f64 [%SPL+0], %fd1;
; CHECK: st.local.u32 [%SPL+8], 7;
; CHECK: st.local.u64 [%SPL+16], 9;
; CHECK: add.u64 %rd1, %SP, 0;
; CHECK: st.param.b64 [param1], %rd1;
; CHECK: call.uni (retval0), ext, (param0, param1);
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @ext(i32, ...)

define i32 @sum(i32 %n, ...) {
  %ap = alloca ptr, align 8
  call void @llvm.va_start.p0(ptr %ap)
  %d = va_arg ptr %ap, double
  %i = va_arg ptr %ap, i32
  call void @llvm.va_end.p0(ptr %ap)
  %c = fptosi double %d to i32
  %s = add i32 %c, %i
  %r = add i32 %s, %n
  ret i32 %r
}

define i32 @caller(i32 %a, double %d) {
  %r = call i32 (i32, ...) @ext(i32 %a, double %d, i32 7, i64 9)
  ret i32 %r
}

declare void @llvm.va_start.p0(ptr)
declare void @llvm.va_end.p0(ptr)
