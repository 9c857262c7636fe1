; A device function returns its value through .param func_retval0; a call
; is a bracketed sequence declaring the parameters, storing them, calling,
; and loading the result.  The callee is declared before the kernel.
; SM: 80
; CHECK: .visible .func (.param .f32 func_retval0) axpb(
; CHECK: .visible .entry caller(
; CHECK: { // callseq 0
; CHECK: .param .f32 param0;
; CHECK: st.param.f32 [param0],
; CHECK: .param .f32 retval0;
; CHECK: call.uni (retval0), axpb, (param0, param1, param2);
; CHECK: ld.param.f32 %f
; CHECK: } // callseq 0
; CHECK: .visible .func (.param .f32 func_retval0) axpb(
; CHECK: ld.param.f32 %f1, [axpb_param_0];
; CHECK: st.param.f32 [func_retval0], %f5;
; CHECK: ret;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @caller(ptr addrspace(1) %p, float %x) {
  %r = call float @axpb(float 2.0, float %x, float 1.0)
  store float %r, ptr addrspace(1) %p, align 4
  ret void
}

define float @axpb(float %a, float %x, float %b) noinline {
  %m = fmul float %a, %x
  %s = fadd float %m, %b
  ret float %s
}
