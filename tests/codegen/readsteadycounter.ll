; llvm.readsteadycounter (LangRef: a counter at a constant rate) reads PTX's
; %globaltimer, a nanosecond timer, as llc does; %globaltimer needs sm_30.
; SM: 60
; CHECK: ld.param.u64 %rd1, [k_param_0];
; CHECK: mov.u64 %rd2, %globaltimer;
; CHECK: mov.u64 %rd3, %globaltimer;
; CHECK: sub.s64 %rd4, %rd3, %rd2;
; CHECK: st.global.u64 [%rd1], %rd4;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i64 @llvm.readsteadycounter()
define ptx_kernel void @k(ptr addrspace(1) %out) {
  %a = call i64 @llvm.readsteadycounter()
  %b = call i64 @llvm.readsteadycounter()
  %d = sub i64 %b, %a
  store i64 %d, ptr addrspace(1) %out
  ret void
}
