; The .relaxed mbarrier forms need PTX 8.6: .version follows.
; SM: 90a
; CHECK: .version 8.6
; CHECK: mbarrier.arrive.relaxed.cluster.shared::cta.b64 %rd3, [bar], 1;
; CHECK: mbarrier.try_wait.relaxed.cta.shared::cta.b64 %p1, [bar], %rd3;
; CHECK: mbarrier.test_wait.parity.relaxed.cta.shared::cta.b64 %p2, [bar], 0;
; CHECK: mbarrier.arrive_drop.expect_tx.relaxed.cluster.shared::cluster.b64 _, [%rd1], 16;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@bar = internal addrspace(3) global i64 undef, align 8
declare i64 @llvm.nvvm.mbarrier.arrive.relaxed.scope.cluster.space.cta(ptr addrspace(3), i32)
declare i1 @llvm.nvvm.mbarrier.try.wait.relaxed.scope.cta.space.cta(ptr addrspace(3), i64)
declare i1 @llvm.nvvm.mbarrier.test.wait.parity.relaxed.scope.cta.space.cta(ptr addrspace(3), i32)
declare void @llvm.nvvm.mbarrier.arrive.drop.expect.tx.relaxed.scope.cluster.space.cluster(ptr addrspace(7), i32)
define ptx_kernel void @k(ptr addrspace(7) %r, ptr addrspace(1) %out) {
  %s = call i64 @llvm.nvvm.mbarrier.arrive.relaxed.scope.cluster.space.cta(ptr addrspace(3) @bar, i32 1)
  %w = call i1 @llvm.nvvm.mbarrier.try.wait.relaxed.scope.cta.space.cta(ptr addrspace(3) @bar, i64 %s)
  %p = call i1 @llvm.nvvm.mbarrier.test.wait.parity.relaxed.scope.cta.space.cta(ptr addrspace(3) @bar, i32 0)
  call void @llvm.nvvm.mbarrier.arrive.drop.expect.tx.relaxed.scope.cluster.space.cluster(ptr addrspace(7) %r, i32 16)
  %a = and i1 %w, %p
  %z = zext i1 %a to i32
  store i32 %z, ptr addrspace(1) %out
  ret void
}
