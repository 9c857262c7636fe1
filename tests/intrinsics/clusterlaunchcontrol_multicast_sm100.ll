; Multicast try_cancel on plain sm_100: a located gating error.
; SM: 100
; EXPECT-ERROR: 'clusterlaunchcontrol.try_cancel.async.shared::cta.mbarrier::complete_tx::bytes.multicast::cluster::all.b128' requires sm_100f, sm_110f or sm_120f (target is sm_100)
; EXPECT-LINE: 9
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.clusterlaunchcontrol.try_cancel.async.multicast.shared(ptr addrspace(3), ptr addrspace(3))
define ptx_kernel void @k(ptr addrspace(3) %resp, ptr addrspace(3) %bar) {
  call void @llvm.nvvm.clusterlaunchcontrol.try_cancel.async.multicast.shared(ptr addrspace(3) %resp, ptr addrspace(3) %bar) ; here
  ret void
}
