; A bulk store under a byte mask (.cp_mask): sm_100, PTX 8.6.
; SM: 100
; CHECK: .version 8.6
; CHECK: cp.async.bulk.global.shared::cta.bulk_group.cp_mask [%rd1], [%rd2], %r1, %rs1;
; CHECK: cp.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.cp_mask [%rd1], [%rd2], %r1, %rd3, %rs1;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.cp.async.bulk.shared.cta.to.global.bytemask(ptr addrspace(1), ptr addrspace(3), i32, i64, i1 immarg, i16)
define ptx_kernel void @k(ptr addrspace(1) %g, ptr addrspace(3) %s, i32 %n, i64 %ch, i16 zeroext %m) {
  call void @llvm.nvvm.cp.async.bulk.shared.cta.to.global.bytemask(ptr addrspace(1) %g, ptr addrspace(3) %s, i32 %n, i64 %ch, i1 false, i16 %m)
  call void @llvm.nvvm.cp.async.bulk.shared.cta.to.global.bytemask(ptr addrspace(1) %g, ptr addrspace(3) %s, i32 %n, i64 %ch, i1 true, i16 %m)
  ret void
}
