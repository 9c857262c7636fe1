; cp.async.bulk.tensor's Blackwell forms (sm_100a PTX 8.6, sm_100f 8.8,
; sm_110f 9.0): a CTA group on global -> shared (.cta_group::1/::2 after
; the other qualifiers), .im2col::w and .im2col::w::128 (two i16 offsets
; whatever the dimensions), .tile::gather4 (five coordinates: a column and
; four rows) in every direction, .tile::scatter4 to global memory.
; Compared with llc-22.
; SM: 100a
; CHECK: .version 8.6
; CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint.cta_group::2 [%rd1], [%rd3, {%r1, %r2}], [%rd2], %rs3, %rd4;
; CHECK: cp.async.bulk.tensor.3d.shared::cluster.global.im2col::w.mbarrier::complete_tx::bytes.L2::cache_hint [%rd1], [%rd3, {%r1, %r2, %r3}], [%rd2], {%rs1, %rs2}, %rd4;
; CHECK: cp.async.bulk.tensor.5d.shared::cluster.global.im2col::w::128.mbarrier::complete_tx::bytes.multicast::cluster.cta_group::1 [%rd1], [%rd3, {%r1, %r2, %r3, %r4, %r5}], [%rd2], {%rs1, %rs2}, %rs3;
; CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.tile::gather4.mbarrier::complete_tx::bytes.L2::cache_hint.cta_group::1 [%rd1], [%rd3, {%r1, %r2, %r3, %r4, %r5}], [%rd2], %rd4;
; CHECK: cp.async.bulk.tensor.2d.shared::cta.global.tile::gather4.mbarrier::complete_tx::bytes [%rd5], [%rd3, {%r1, %r2, %r3, %r4, %r5}], [%rd2];
; CHECK: cp.async.bulk.tensor.4d.shared::cta.global.im2col::w.mbarrier::complete_tx::bytes.L2::cache_hint [%rd5], [%rd3, {%r1, %r2, %r3, %r4}], [%rd2], {%rs1, %rs2}, %rd4;
; CHECK: cp.async.bulk.prefetch.tensor.3d.L2.global.im2col::w::128 [%rd3, {%r1, %r2, %r3}], {%rs1, %rs2};
; CHECK: cp.async.bulk.prefetch.tensor.2d.L2.global.tile::gather4.L2::cache_hint [%rd3, {%r1, %r2, %r3, %r4, %r5}], %rd4;
; CHECK: cp.async.bulk.tensor.2d.global.shared::cta.tile::scatter4.bulk_group.L2::cache_hint [%rd3, {%r1, %r2, %r3, %r4, %r5}], [%rd5], %rd4;
target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(7) %d, ptr addrspace(3) %bar, ptr %tm, i32 %c0, i32 %c1, i32 %c2, i32 %c3, i32 %c4, i16 zeroext %o0, i16 zeroext %o1, i16 zeroext %o2, i16 zeroext %mask, i64 %ch, ptr addrspace(3) %ds) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7) %d, ptr addrspace(3) %bar, ptr %tm, i32 %c0, i32 %c1, i16 %mask, i64 %ch, i1 1, i1 1, i32 2)
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.w.3d(ptr addrspace(7) %d, ptr addrspace(3) %bar, ptr %tm, i32 %c0, i32 %c1, i32 %c2, i16 %o0, i16 %o1, i16 %mask, i64 %ch, i1 0, i1 1, i32 0)
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.w.128.5d(ptr addrspace(7) %d, ptr addrspace(3) %bar, ptr %tm, i32 %c0, i32 %c1, i32 %c2, i32 %c3, i32 %c4, i16 %o0, i16 %o1, i16 %mask, i64 %ch, i1 1, i1 0, i32 1)
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.gather4.2d(ptr addrspace(7) %d, ptr addrspace(3) %bar, ptr %tm, i32 %c0, i32 %c1, i32 %c2, i32 %c3, i32 %c4, i16 %mask, i64 %ch, i1 0, i1 1, i32 1)
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.gather4.2d(ptr addrspace(3) %ds, ptr addrspace(3) %bar, ptr %tm, i32 %c0, i32 %c1, i32 %c2, i32 %c3, i32 %c4, i64 %ch, i1 0)
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.im2col.w.4d(ptr addrspace(3) %ds, ptr addrspace(3) %bar, ptr %tm, i32 %c0, i32 %c1, i32 %c2, i32 %c3, i16 %o0, i16 %o1, i64 %ch, i1 1)
  call void @llvm.nvvm.cp.async.bulk.tensor.prefetch.im2col.w.128.3d(ptr %tm, i32 %c0, i32 %c1, i32 %c2, i16 %o0, i16 %o1, i64 %ch, i1 0)
  call void @llvm.nvvm.cp.async.bulk.tensor.prefetch.tile.gather4.2d(ptr %tm, i32 %c0, i32 %c1, i32 %c2, i32 %c3, i32 %c4, i64 %ch, i1 1)
  call void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.scatter4.2d(ptr addrspace(3) %ds, ptr %tm, i32 %c0, i32 %c1, i32 %c2, i32 %c3, i32 %c4, i64 %ch, i1 1)
  ret void
}
