; Bulk copies without a tensor map (sm_90, PTX 8.0): global -> shared::cluster
; in its four forms (multicast, L2 cache hint), shared::cta -> shared::cluster,
; shared::cta -> global (bulk groups, with and without a cache hint), the L2
; prefetch, commit_group and wait_group (.read).
; SM: 90a
; CHECK: .version 8.0
; CHECK: cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%rd1], [%rd4], %r1, [%rd2];
; CHECK: cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster [%rd1], [%rd4], %r1, [%rd2], %rs1;
; CHECK: cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [%rd1], [%rd4], %r1, [%rd2], %rd5;
; CHECK: cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [%rd1], [%rd4], %r1, [%rd2], %rs1, %rd5;
; CHECK: cp.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes [%rd1], [%rd3], 256, [%rd2];
; CHECK: cp.async.bulk.global.shared::cta.bulk_group [%rd4], [%rd3], %r1;
; CHECK: cp.async.bulk.global.shared::cta.bulk_group.L2::cache_hint [%rd4], [%rd3], %r1, %rd5;
; CHECK: cp.async.bulk.prefetch.L2.global [%rd4], %r1;
; CHECK: cp.async.bulk.prefetch.L2.global.L2::cache_hint [%rd4], %r1, %rd5;
; CHECK: cp.async.bulk.commit_group;
; CHECK: cp.async.bulk.wait_group 1;
; CHECK: cp.async.bulk.wait_group.read 0;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.cp.async.bulk.global.to.shared.cluster(ptr addrspace(7), ptr addrspace(3), ptr addrspace(1), i32, i16, i64, i1 immarg, i1 immarg)
declare void @llvm.nvvm.cp.async.bulk.shared.cta.to.cluster(ptr addrspace(7), ptr addrspace(3), ptr addrspace(3), i32)
declare void @llvm.nvvm.cp.async.bulk.shared.cta.to.global(ptr addrspace(1), ptr addrspace(3), i32, i64, i1 immarg)
declare void @llvm.nvvm.cp.async.bulk.prefetch.L2(ptr addrspace(1), i32, i64, i1 immarg)
declare void @llvm.nvvm.cp.async.bulk.commit.group()
declare void @llvm.nvvm.cp.async.bulk.wait.group(i32 immarg)
declare void @llvm.nvvm.cp.async.bulk.wait.group.read(i32 immarg)
define ptx_kernel void @k(ptr addrspace(7) %d, ptr addrspace(3) %bar, ptr addrspace(3) %s, ptr addrspace(1) %g, i32 %n, i16 zeroext %mask, i64 %ch) {
  call void @llvm.nvvm.cp.async.bulk.global.to.shared.cluster(ptr addrspace(7) %d, ptr addrspace(3) %bar, ptr addrspace(1) %g, i32 %n, i16 %mask, i64 %ch, i1 false, i1 false)
  call void @llvm.nvvm.cp.async.bulk.global.to.shared.cluster(ptr addrspace(7) %d, ptr addrspace(3) %bar, ptr addrspace(1) %g, i32 %n, i16 %mask, i64 %ch, i1 true, i1 false)
  call void @llvm.nvvm.cp.async.bulk.global.to.shared.cluster(ptr addrspace(7) %d, ptr addrspace(3) %bar, ptr addrspace(1) %g, i32 %n, i16 %mask, i64 %ch, i1 false, i1 true)
  call void @llvm.nvvm.cp.async.bulk.global.to.shared.cluster(ptr addrspace(7) %d, ptr addrspace(3) %bar, ptr addrspace(1) %g, i32 %n, i16 %mask, i64 %ch, i1 true, i1 true)
  call void @llvm.nvvm.cp.async.bulk.shared.cta.to.cluster(ptr addrspace(7) %d, ptr addrspace(3) %bar, ptr addrspace(3) %s, i32 256)
  call void @llvm.nvvm.cp.async.bulk.shared.cta.to.global(ptr addrspace(1) %g, ptr addrspace(3) %s, i32 %n, i64 %ch, i1 false)
  call void @llvm.nvvm.cp.async.bulk.shared.cta.to.global(ptr addrspace(1) %g, ptr addrspace(3) %s, i32 %n, i64 %ch, i1 true)
  call void @llvm.nvvm.cp.async.bulk.prefetch.L2(ptr addrspace(1) %g, i32 %n, i64 %ch, i1 false)
  call void @llvm.nvvm.cp.async.bulk.prefetch.L2(ptr addrspace(1) %g, i32 %n, i64 %ch, i1 true)
  call void @llvm.nvvm.cp.async.bulk.commit.group()
  call void @llvm.nvvm.cp.async.bulk.wait.group(i32 1)
  call void @llvm.nvvm.cp.async.bulk.wait.group.read(i32 0)
  ret void
}
