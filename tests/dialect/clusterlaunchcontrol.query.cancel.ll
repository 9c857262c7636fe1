; MLIR NVVM dialect op nvvm.clusterlaunchcontrol.query.cancel: written by hand from LLVM 22's IntrinsicsNVVM.td.
; SM: 100
; CHECK: .version 8.6
; CHECK: ld.shared.u64 %rd3, [%rd2];
; CHECK: ld.shared.u64 %rd4, [%rd2+8];
; CHECK: mov.b128 %rq1, {%rd3, %rd4};
; CHECK: clusterlaunchcontrol.query_cancel.get_first_ctaid::x.b32.b128 %r1, %rq1;
; CHECK: st.global.u32 [%rd1], %r1;
target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.x(i128)
define ptx_kernel void @k(ptr addrspace(1) %p, ptr addrspace(3) %s, ptr %g, i32 %i, i64 %l, float %f, i16 zeroext %h, ptr addrspace(6) %t, ptr addrspace(7) %sc, <2 x half> %hh, double %d, i1 zeroext %b) {
  %q = load i128, ptr addrspace(3) %s
  %r = call i32 @llvm.nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.x(i128 %q)
  store i32 %r, ptr addrspace(1) %p
  ret void
}
