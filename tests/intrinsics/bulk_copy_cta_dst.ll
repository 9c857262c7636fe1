; A bulk copy into .shared::cta (not ::cluster) is PTX 8.6, still sm_90.
; SM: 90
; CHECK: .version 8.6
; CHECK: cp.async.bulk.shared::cta.global.mbarrier::complete_tx::bytes [%rd1], [%rd3], %r1, [%rd2];
; CHECK: cp.async.bulk.shared::cta.global.mbarrier::complete_tx::bytes.L2::cache_hint [%rd1], [%rd3], %r1, [%rd2], %rd4;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.cp.async.bulk.global.to.shared.cta(ptr addrspace(3), ptr addrspace(3), ptr addrspace(1), i32, i64, i1 immarg)
define ptx_kernel void @k(ptr addrspace(3) %d, ptr addrspace(3) %bar, ptr addrspace(1) %g, i32 %n, i64 %ch) {
  call void @llvm.nvvm.cp.async.bulk.global.to.shared.cta(ptr addrspace(3) %d, ptr addrspace(3) %bar, ptr addrspace(1) %g, i32 %n, i64 %ch, i1 false)
  call void @llvm.nvvm.cp.async.bulk.global.to.shared.cta(ptr addrspace(3) %d, ptr addrspace(3) %bar, ptr addrspace(1) %g, i32 %n, i64 %ch, i1 true)
  ret void
}
