; tcgen05's commit (an mbarrier tracks the CTA's earlier tcgen05 work; the
; multicast form signals the CTAs of a 16-bit mask), fences and waits.
; SM: 100a
; CHECK: tcgen05.fence::before_thread_sync;
; CHECK: tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [%rd1];
; CHECK: tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [%rd2];
; CHECK: tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64 [%rd1], %rs1;
; CHECK: tcgen05.fence::after_thread_sync;
; CHECK: tcgen05.wait::ld.sync.aligned;
; CHECK: tcgen05.wait::st.sync.aligned;
; CHECK: tcgen05.commit.cta_group::2.mbarrier::arrive::one.shared::cluster.b64 [%rd1];
; CHECK: tcgen05.commit.cta_group::2.mbarrier::arrive::one.shared::cluster.b64 [%rd2];
; CHECK: tcgen05.commit.cta_group::2.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64 [%rd2], %rs1;
target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.tcgen05.commit.cg1(ptr)
declare void @llvm.nvvm.tcgen05.commit.cg2(ptr)
declare void @llvm.nvvm.tcgen05.commit.shared.cg1(ptr addrspace(3))
declare void @llvm.nvvm.tcgen05.commit.shared.cg2(ptr addrspace(3))
declare void @llvm.nvvm.tcgen05.commit.mc.cg1(ptr, i16)
declare void @llvm.nvvm.tcgen05.commit.mc.shared.cg2(ptr addrspace(3), i16)
declare void @llvm.nvvm.tcgen05.fence.before.thread.sync()
declare void @llvm.nvvm.tcgen05.fence.after.thread.sync()
declare void @llvm.nvvm.tcgen05.wait.ld()
declare void @llvm.nvvm.tcgen05.wait.st()
define ptx_kernel void @one(ptr %bar, ptr addrspace(3) %sbar, i16 zeroext %mask) {
  call void @llvm.nvvm.tcgen05.fence.before.thread.sync()
  call void @llvm.nvvm.tcgen05.commit.cg1(ptr %bar)
  call void @llvm.nvvm.tcgen05.commit.shared.cg1(ptr addrspace(3) %sbar)
  call void @llvm.nvvm.tcgen05.commit.mc.cg1(ptr %bar, i16 %mask)
  call void @llvm.nvvm.tcgen05.fence.after.thread.sync()
  call void @llvm.nvvm.tcgen05.wait.ld()
  call void @llvm.nvvm.tcgen05.wait.st()
  ret void
}
define ptx_kernel void @pair(ptr %bar, ptr addrspace(3) %sbar, i16 zeroext %mask) {
  call void @llvm.nvvm.tcgen05.commit.cg2(ptr %bar)
  call void @llvm.nvvm.tcgen05.commit.shared.cg2(ptr addrspace(3) %sbar)
  call void @llvm.nvvm.tcgen05.commit.mc.shared.cg2(ptr addrspace(3) %sbar, i16 %mask)
  ret void
}
