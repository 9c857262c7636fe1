; rsqrt.approx.ftz.f64 came with PTX ISA 4.0 (the PTX ISA's rsqrt page), later
; than the other rsqrt forms: using it raises .version from sm_30's 3.0 to
; 4.0, where ptxas accepts it; the f32 and plain f64 forms need no more.
; SM: 30
; CHECK: .version 4.0
; CHECK: .target sm_30
; CHECK: ld.param.f64 %fd1, [k_param_1];
; CHECK: rsqrt.approx.ftz.f64 %fd2, %fd1;
; CHECK: rsqrt.approx.f64 %fd3, %fd2;
; CHECK: st.global.f64 [%rd1], %fd3;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare double @llvm.nvvm.rsqrt.approx.ftz.d(double)
declare double @llvm.nvvm.rsqrt.approx.d(double)

define ptx_kernel void @k(ptr addrspace(1) %out, double %x) {
  %a = call double @llvm.nvvm.rsqrt.approx.ftz.d(double %x)
  %b = call double @llvm.nvvm.rsqrt.approx.d(double %a)
  store double %b, ptr addrspace(1) %out
  ret void
}
