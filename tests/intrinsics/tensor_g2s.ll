; cp.async.bulk.tensor global -> shared as intrinsics (sm_90, PTX 8.0):
; tile 1d..5d and im2col with its dims-2 i16 offsets; the multicast mask
; and the L2 cache hint appear (qualifier and operand) only when their
; i1 flag is set; a .shared::cta destination (g2s.cta, PTX 8.6).
; Compared with llc-22.
; SM: 90a
; CHECK: .version 8.6
; CHECK: cp.async.bulk.tensor.1d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%rd1], [%rd3, {%r1}], [%rd2];
; CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [%rd1], [%rd3, {%r1, %r2}], [%rd2], %rs4, %rd4;
; CHECK: cp.async.bulk.tensor.5d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.L2::cache_hint [%rd1], [%rd3, {%r1, %r2, %r3, %r4, %r5}], [%rd2], %rd4;
; CHECK: cp.async.bulk.tensor.3d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes.multicast::cluster [%rd1], [%rd3, {%r1, %r2, %r3}], [%rd2], {%rs1}, %rs4;
; CHECK: cp.async.bulk.tensor.5d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes [%rd1], [%rd3, {%r1, %r2, %r3, %r4, %r5}], [%rd2], {%rs1, %rs2, %rs3};
; CHECK: cp.async.bulk.tensor.3d.shared::cta.global.tile.mbarrier::complete_tx::bytes.L2::cache_hint [%rd5], [%rd3, {%r1, %r2, %r3}], [%rd2], %rd4;
; CHECK: cp.async.bulk.tensor.4d.shared::cta.global.im2col.mbarrier::complete_tx::bytes [%rd5], [%rd3, {%r1, %r2, %r3, %r4}], [%rd2], {%rs1, %rs2};
; CHECK: cp.async.bulk.prefetch.tensor.5d.L2.global.im2col.L2::cache_hint [%rd3, {%r1, %r2, %r3, %r4, %r5}], {%rs1, %rs2, %rs3}, %rd4;
target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(7) %d, ptr addrspace(3) %bar, ptr %tm, i32 %c0, i32 %c1, i32 %c2, i32 %c3, i32 %c4, i16 zeroext %o0, i16 zeroext %o1, i16 zeroext %o2, i16 zeroext %mask, i64 %ch, ptr addrspace(3) %ds) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.1d(ptr addrspace(7) %d, ptr addrspace(3) %bar, ptr %tm, i32 %c0, i16 %mask, i64 %ch, i1 0, i1 0, i32 0)
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7) %d, ptr addrspace(3) %bar, ptr %tm, i32 %c0, i32 %c1, i16 %mask, i64 %ch, i1 1, i1 1, i32 0)
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.5d(ptr addrspace(7) %d, ptr addrspace(3) %bar, ptr %tm, i32 %c0, i32 %c1, i32 %c2, i32 %c3, i32 %c4, i16 %mask, i64 %ch, i1 0, i1 1, i32 0)
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.3d(ptr addrspace(7) %d, ptr addrspace(3) %bar, ptr %tm, i32 %c0, i32 %c1, i32 %c2, i16 %o0, i16 %mask, i64 %ch, i1 1, i1 0, i32 0)
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.5d(ptr addrspace(7) %d, ptr addrspace(3) %bar, ptr %tm, i32 %c0, i32 %c1, i32 %c2, i32 %c3, i32 %c4, i16 %o0, i16 %o1, i16 %o2, i16 %mask, i64 %ch, i1 0, i1 0, i32 0)
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.3d(ptr addrspace(3) %ds, ptr addrspace(3) %bar, ptr %tm, i32 %c0, i32 %c1, i32 %c2, i64 %ch, i1 1)
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.im2col.4d(ptr addrspace(3) %ds, ptr addrspace(3) %bar, ptr %tm, i32 %c0, i32 %c1, i32 %c2, i32 %c3, i16 %o0, i16 %o1, i64 %ch, i1 0)
  call void @llvm.nvvm.cp.async.bulk.tensor.prefetch.im2col.5d(ptr %tm, i32 %c0, i32 %c1, i32 %c2, i32 %c3, i32 %c4, i16 %o0, i16 %o1, i16 %o2, i64 %ch, i1 1)
  ret void
}
