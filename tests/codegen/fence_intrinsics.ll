; membar and the llvm.nvvm.fence.* family: cluster-scope and restricted
; fences, and the proxy fences that order ordinary accesses against
; aliased addresses, the async proxy (TMA, wgmma) and the tensormap proxy.
; The sync_restrict forms need PTX 8.6, which .version says.
; SM: 90a
; CHECK: .version 8.6
; CHECK: membar.cta;
; CHECK: membar.gl;
; CHECK: membar.sys;
; CHECK: fence.sc.cluster;
; CHECK: fence.mbarrier_init.release.cluster;
; CHECK: fence.acquire.sync_restrict::shared::cluster.cluster;
; CHECK: fence.release.sync_restrict::shared::cta.cluster;
; CHECK: fence.proxy.alias;
; CHECK: fence.proxy.async;
; CHECK: fence.proxy.async.global;
; CHECK: fence.proxy.async.shared::cta;
; CHECK: fence.proxy.async.shared::cluster;
; CHECK: fence.proxy.async::generic.acquire.sync_restrict::shared::cluster.cluster;
; CHECK: fence.proxy.async::generic.release.sync_restrict::shared::cta.cluster;
; CHECK: fence.proxy.tensormap::generic.release.cta;
; CHECK: fence.proxy.tensormap::generic.release.cluster;
; CHECK: fence.proxy.tensormap::generic.release.gpu;
; CHECK: fence.proxy.tensormap::generic.release.sys;
; CHECK: fence.proxy.tensormap::generic.acquire.cta [%rd1], 128;
; CHECK: fence.proxy.tensormap::generic.acquire.cluster [%rd1+128], 128;
; CHECK: fence.proxy.tensormap::generic.acquire.gpu [%rd1], 128;
; CHECK: fence.proxy.tensormap::generic.acquire.sys [%rd1], 128;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.membar.cta()
declare void @llvm.nvvm.membar.gl()
declare void @llvm.nvvm.membar.sys()
declare void @llvm.nvvm.fence.sc.cluster()
declare void @llvm.nvvm.fence.mbarrier_init.release.cluster()
declare void @llvm.nvvm.fence.acquire.sync_restrict.space.cluster.scope.cluster()
declare void @llvm.nvvm.fence.release.sync_restrict.space.cta.scope.cluster()
declare void @llvm.nvvm.fence.proxy.alias()
declare void @llvm.nvvm.fence.proxy.async()
declare void @llvm.nvvm.fence.proxy.async.global()
declare void @llvm.nvvm.fence.proxy.async.shared_cta()
declare void @llvm.nvvm.fence.proxy.async.shared_cluster()
declare void @llvm.nvvm.fence.proxy.async_generic.acquire.sync_restrict.space.cluster.scope.cluster()
declare void @llvm.nvvm.fence.proxy.async_generic.release.sync_restrict.space.cta.scope.cluster()
declare void @llvm.nvvm.fence.proxy.tensormap_generic.release.cta()
declare void @llvm.nvvm.fence.proxy.tensormap_generic.release.cluster()
declare void @llvm.nvvm.fence.proxy.tensormap_generic.release.gpu()
declare void @llvm.nvvm.fence.proxy.tensormap_generic.release.sys()
declare void @llvm.nvvm.fence.proxy.tensormap_generic.acquire.cta(ptr, i32)
declare void @llvm.nvvm.fence.proxy.tensormap_generic.acquire.cluster(ptr, i32)
declare void @llvm.nvvm.fence.proxy.tensormap_generic.acquire.gpu(ptr, i32)
declare void @llvm.nvvm.fence.proxy.tensormap_generic.acquire.sys(ptr, i32)

define ptx_kernel void @k(ptr %map) {
  call void @llvm.nvvm.membar.cta()
  call void @llvm.nvvm.membar.gl()
  call void @llvm.nvvm.membar.sys()
  call void @llvm.nvvm.fence.sc.cluster()
  call void @llvm.nvvm.fence.mbarrier_init.release.cluster()
  call void @llvm.nvvm.fence.acquire.sync_restrict.space.cluster.scope.cluster()
  call void @llvm.nvvm.fence.release.sync_restrict.space.cta.scope.cluster()
  call void @llvm.nvvm.fence.proxy.alias()
  call void @llvm.nvvm.fence.proxy.async()
  call void @llvm.nvvm.fence.proxy.async.global()
  call void @llvm.nvvm.fence.proxy.async.shared_cta()
  call void @llvm.nvvm.fence.proxy.async.shared_cluster()
  call void @llvm.nvvm.fence.proxy.async_generic.acquire.sync_restrict.space.cluster.scope.cluster()
  call void @llvm.nvvm.fence.proxy.async_generic.release.sync_restrict.space.cta.scope.cluster()
  call void @llvm.nvvm.fence.proxy.tensormap_generic.release.cta()
  call void @llvm.nvvm.fence.proxy.tensormap_generic.release.cluster()
  call void @llvm.nvvm.fence.proxy.tensormap_generic.release.gpu()
  call void @llvm.nvvm.fence.proxy.tensormap_generic.release.sys()
  call void @llvm.nvvm.fence.proxy.tensormap_generic.acquire.cta(ptr %map, i32 128)
  %next = getelementptr i8, ptr %map, i64 128
  call void @llvm.nvvm.fence.proxy.tensormap_generic.acquire.cluster(ptr %next, i32 128)
  call void @llvm.nvvm.fence.proxy.tensormap_generic.acquire.gpu(ptr %map, i32 128)
  call void @llvm.nvvm.fence.proxy.tensormap_generic.acquire.sys(ptr %map, i32 128)
  ret void
}
