; The sm_90 mbarrier names of LLVM's NVPTXUsage (LLVM 20 on): arrive, arrive.drop,
; expect_tx/complete_tx transaction counts, test_wait and try_wait (also
; .parity and a time limit), with .release/.acquire and a .cta/.cluster
; scope (PTX 8.0); on a remote (.shared::cluster) mbarrier a thread only
; arrives and gets no state back.  fence.mbarrier_init publishes init.
; SM: 90a
; CHECK: .version 8.0
; CHECK: fence.mbarrier_init.release.cluster;
; CHECK: mbarrier.expect_tx.relaxed.cta.shared::cta.b64 [bar], 1024;
; CHECK: mbarrier.arrive.release.cta.shared::cta.b64 %rd4, [bar], 1;
; CHECK: mbarrier.arrive.expect_tx.release.cluster.shared::cta.b64 %rd2, [bar], 512;
; CHECK: mbarrier.arrive_drop.release.cta.shared::cta.b64 %rd3, [bar], %r1;
; CHECK: mbarrier.arrive.release.cluster.shared::cluster.b64 _, [%rd6], 1;
; CHECK: mbarrier.arrive_drop.expect_tx.release.cta.shared::cluster.b64 _, [%rd6], 64;
; CHECK: mbarrier.complete_tx.relaxed.cluster.shared::cluster.b64 [%rd6], 64;
; CHECK: mbarrier.test_wait.acquire.cta.shared::cta.b64 %p1, [bar], %rd4;
; CHECK: mbarrier.test_wait.parity.acquire.cluster.shared::cta.b64 %p2, [bar], %r2;
; CHECK: mbarrier.try_wait.acquire.cta.shared::cta.b64 %p4, [bar], %rd2;
; CHECK: mbarrier.try_wait.parity.acquire.cluster.shared::cta.b64 %p5, [bar], %r2, 1000;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@bar = internal addrspace(3) global i64 undef, align 8

declare i64 @llvm.nvvm.mbarrier.arrive.scope.cta.space.cta(ptr addrspace(3), i32)
declare i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cluster.space.cta(ptr addrspace(3), i32)
declare void @llvm.nvvm.mbarrier.arrive.scope.cluster.space.cluster(ptr addrspace(7), i32)
declare i64 @llvm.nvvm.mbarrier.arrive.drop.scope.cta.space.cta(ptr addrspace(3), i32)
declare void @llvm.nvvm.mbarrier.arrive.drop.expect.tx.scope.cta.space.cluster(ptr addrspace(7), i32)
declare void @llvm.nvvm.mbarrier.expect.tx.scope.cta.space.cta(ptr addrspace(3), i32)
declare void @llvm.nvvm.mbarrier.complete.tx.scope.cluster.space.cluster(ptr addrspace(7), i32)
declare i1 @llvm.nvvm.mbarrier.test.wait.scope.cta.space.cta(ptr addrspace(3), i64)
declare i1 @llvm.nvvm.mbarrier.test.wait.parity.scope.cluster.space.cta(ptr addrspace(3), i32)
declare i1 @llvm.nvvm.mbarrier.try.wait.scope.cta.space.cta(ptr addrspace(3), i64)
declare i1 @llvm.nvvm.mbarrier.try.wait.parity.tl.scope.cluster.space.cta(ptr addrspace(3), i32, i32)
declare ptr addrspace(7) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3), i32)
declare void @llvm.nvvm.fence.mbarrier_init.release.cluster()

define ptx_kernel void @k(i32 %peer, i32 %phase, ptr addrspace(1) %out) {
entry:
  call void @llvm.nvvm.fence.mbarrier_init.release.cluster()
  call void @llvm.nvvm.mbarrier.expect.tx.scope.cta.space.cta(ptr addrspace(3) @bar, i32 1024)
  %s = call i64 @llvm.nvvm.mbarrier.arrive.scope.cta.space.cta(ptr addrspace(3) @bar, i32 1)
  %s2 = call i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cluster.space.cta(ptr addrspace(3) @bar, i32 512)
  %s3 = call i64 @llvm.nvvm.mbarrier.arrive.drop.scope.cta.space.cta(ptr addrspace(3) @bar, i32 %peer)
  %remote = call ptr addrspace(7) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) @bar, i32 %peer)
  call void @llvm.nvvm.mbarrier.arrive.scope.cluster.space.cluster(ptr addrspace(7) %remote, i32 1)
  call void @llvm.nvvm.mbarrier.arrive.drop.expect.tx.scope.cta.space.cluster(ptr addrspace(7) %remote, i32 64)
  call void @llvm.nvvm.mbarrier.complete.tx.scope.cluster.space.cluster(ptr addrspace(7) %remote, i32 64)
  %t = call i1 @llvm.nvvm.mbarrier.test.wait.scope.cta.space.cta(ptr addrspace(3) @bar, i64 %s)
  %t2 = call i1 @llvm.nvvm.mbarrier.test.wait.parity.scope.cluster.space.cta(ptr addrspace(3) @bar, i32 %phase)
  %t12 = and i1 %t, %t2
  br i1 %t12, label %wait, label %exit

wait:
  %ok = call i1 @llvm.nvvm.mbarrier.try.wait.scope.cta.space.cta(ptr addrspace(3) @bar, i64 %s2)
  %ok2 = call i1 @llvm.nvvm.mbarrier.try.wait.parity.tl.scope.cluster.space.cta(ptr addrspace(3) @bar, i32 %phase, i32 1000)
  %both = and i1 %ok, %ok2
  br i1 %both, label %exit, label %wait

exit:
  %x = xor i64 %s3, %s2
  store i64 %x, ptr addrspace(1) %out
  ret void
}
