; clusterlaunchcontrol (sm_100, PTX 8.6): ask to cancel a cluster, then read
; the 16-byte answer (an i128: its halves make one .b128 register).
; SM: 100
; CHECK: .version 8.6
; CHECK: clusterlaunchcontrol.try_cancel.async.shared::cta.mbarrier::complete_tx::bytes.b128 [%rd1], [%rd2];
; CHECK: ld.shared.u64 %rd4, [%rd1];
; CHECK: ld.shared.u64 %rd5, [%rd1+8];
; CHECK: mov.b128 %rq1, {%rd4, %rd5};
; CHECK: clusterlaunchcontrol.query_cancel.is_canceled.pred.b128 %p1, %rq1;
; CHECK: @!%p1 bra $L__BB0_2;
; CHECK: mov.b128 %rq2, {%rd4, %rd5};
; CHECK: clusterlaunchcontrol.query_cancel.get_first_ctaid::x.b32.b128 %r1, %rq2;
; CHECK: mov.b128 %rq3, {%rd4, %rd5};
; CHECK: clusterlaunchcontrol.query_cancel.get_first_ctaid::y.b32.b128 %r2, %rq3;
; CHECK: mov.b128 %rq4, {%rd4, %rd5};
; CHECK: clusterlaunchcontrol.query_cancel.get_first_ctaid::z.b32.b128 %r3, %rq4;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.clusterlaunchcontrol.try_cancel.async.shared(ptr addrspace(3), ptr addrspace(3))
declare i1 @llvm.nvvm.clusterlaunchcontrol.query_cancel.is_canceled(i128)
declare i32 @llvm.nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.x(i128)
declare i32 @llvm.nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.y(i128)
declare i32 @llvm.nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.z(i128)
define ptx_kernel void @k(ptr addrspace(3) %resp, ptr addrspace(3) %bar, ptr addrspace(1) %out) {
  call void @llvm.nvvm.clusterlaunchcontrol.try_cancel.async.shared(ptr addrspace(3) %resp, ptr addrspace(3) %bar)
  %h = load i128, ptr addrspace(3) %resp, align 16
  %c = call i1 @llvm.nvvm.clusterlaunchcontrol.query_cancel.is_canceled(i128 %h)
  br i1 %c, label %yes, label %no
yes:
  %x = call i32 @llvm.nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.x(i128 %h)
  %y = call i32 @llvm.nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.y(i128 %h)
  %z = call i32 @llvm.nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.z(i128 %h)
  %s = add i32 %x, %y
  %t = add i32 %s, %z
  store i32 %t, ptr addrspace(1) %out
  br label %no
no:
  ret void
}
