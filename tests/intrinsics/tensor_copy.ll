; Tensor-map copies as intrinsics (sm_90, PTX 8.0): the L2 prefetch (tile
; 1d..5d, im2col with its i16 offsets), shared::cta -> global (tile,
; im2col_no_offs) and the reductions into global memory, with and without
; the L2 cache hint.  The tensor map's address and the coordinates share
; the brackets.
; SM: 90
; CHECK: .version 8.0
; CHECK: cp.async.bulk.prefetch.tensor.1d.L2.global.tile [%rd1, {%r1}];
; CHECK: cp.async.bulk.prefetch.tensor.2d.L2.global.tile [%rd1, {%r1, %r2}];
; CHECK: cp.async.bulk.prefetch.tensor.3d.L2.global.tile [%rd1, {%r1, %r2, %r3}];
; CHECK: cp.async.bulk.prefetch.tensor.4d.L2.global.tile [%rd1, {%r1, %r2, %r3, %r4}];
; CHECK: cp.async.bulk.prefetch.tensor.5d.L2.global.tile [%rd1, {%r1, %r2, %r3, %r4, %r5}];
; CHECK: cp.async.bulk.prefetch.tensor.2d.L2.global.tile.L2::cache_hint [%rd1, {%r1, %r2}], %rd3;
; CHECK: cp.async.bulk.prefetch.tensor.3d.L2.global.im2col [%rd1, {%r1, %r2, %r3}], {%rs1};
; CHECK: cp.async.bulk.prefetch.tensor.4d.L2.global.im2col.L2::cache_hint [%rd1, {%r1, %r2, %r3, %r4}], {%rs1, %rs2}, %rd3;
; CHECK: cp.async.bulk.tensor.1d.global.shared::cta.tile.bulk_group [%rd1, {%r1}], [%rd2];
; CHECK: cp.async.bulk.tensor.5d.global.shared::cta.tile.bulk_group [%rd1, {%r1, %r2, %r3, %r4, %r5}], [%rd2];
; CHECK: cp.async.bulk.tensor.5d.global.shared::cta.tile.bulk_group.L2::cache_hint [%rd1, {%r1, %r2, %r3, %r4, %r5}], [%rd2], %rd3;
; CHECK: cp.async.bulk.tensor.3d.global.shared::cta.im2col_no_offs.bulk_group [%rd1, {%r1, %r2, %r3}], [%rd2];
; CHECK: cp.reduce.async.bulk.tensor.2d.global.shared::cta.add.tile.bulk_group [%rd1, {%r1, %r2}], [%rd2];
; CHECK: cp.reduce.async.bulk.tensor.5d.global.shared::cta.min.tile.bulk_group.L2::cache_hint [%rd1, {%r1, %r2, %r3, %r4, %r5}], [%rd2], %rd3;
; CHECK: cp.reduce.async.bulk.tensor.5d.global.shared::cta.xor.im2col_no_offs.bulk_group [%rd1, {%r1, %r2, %r3, %r4, %r5}], [%rd2];
; CHECK: cp.reduce.async.bulk.tensor.1d.global.shared::cta.inc.tile.bulk_group.L2::cache_hint [%rd1, {%r1}], [%rd2], %rd3;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.cp.async.bulk.tensor.prefetch.tile.1d(ptr, i32, i64, i1 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.prefetch.tile.2d(ptr, i32, i32, i64, i1 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.prefetch.tile.3d(ptr, i32, i32, i32, i64, i1 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.prefetch.tile.4d(ptr, i32, i32, i32, i32, i64, i1 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.prefetch.tile.5d(ptr, i32, i32, i32, i32, i32, i64, i1 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.prefetch.im2col.3d(ptr, i32, i32, i32, i16, i64, i1 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.prefetch.im2col.4d(ptr, i32, i32, i32, i32, i16, i16, i64, i1 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.1d(ptr addrspace(3), ptr, i32, i64, i1 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.5d(ptr addrspace(3), ptr, i32, i32, i32, i32, i32, i64, i1 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.s2g.im2col.3d(ptr addrspace(3), ptr, i32, i32, i32, i64, i1 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.add.tile.2d(ptr addrspace(3), ptr, i32, i32, i64, i1 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.min.tile.5d(ptr addrspace(3), ptr, i32, i32, i32, i32, i32, i64, i1 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.xor.im2col.5d(ptr addrspace(3), ptr, i32, i32, i32, i32, i32, i64, i1 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.inc.tile.1d(ptr addrspace(3), ptr, i32, i64, i1 immarg)
define ptx_kernel void @k(ptr %tm, ptr addrspace(3) %src, i32 %c0, i32 %c1, i32 %c2, i32 %c3, i32 %c4, i16 zeroext %o0, i16 zeroext %o1, i64 %ch) {
  call void @llvm.nvvm.cp.async.bulk.tensor.prefetch.tile.1d(ptr %tm, i32 %c0, i64 %ch, i1 false)
  call void @llvm.nvvm.cp.async.bulk.tensor.prefetch.tile.2d(ptr %tm, i32 %c0, i32 %c1, i64 %ch, i1 false)
  call void @llvm.nvvm.cp.async.bulk.tensor.prefetch.tile.3d(ptr %tm, i32 %c0, i32 %c1, i32 %c2, i64 %ch, i1 false)
  call void @llvm.nvvm.cp.async.bulk.tensor.prefetch.tile.4d(ptr %tm, i32 %c0, i32 %c1, i32 %c2, i32 %c3, i64 %ch, i1 false)
  call void @llvm.nvvm.cp.async.bulk.tensor.prefetch.tile.5d(ptr %tm, i32 %c0, i32 %c1, i32 %c2, i32 %c3, i32 %c4, i64 %ch, i1 false)
  call void @llvm.nvvm.cp.async.bulk.tensor.prefetch.tile.2d(ptr %tm, i32 %c0, i32 %c1, i64 %ch, i1 true)
  call void @llvm.nvvm.cp.async.bulk.tensor.prefetch.im2col.3d(ptr %tm, i32 %c0, i32 %c1, i32 %c2, i16 %o0, i64 %ch, i1 false)
  call void @llvm.nvvm.cp.async.bulk.tensor.prefetch.im2col.4d(ptr %tm, i32 %c0, i32 %c1, i32 %c2, i32 %c3, i16 %o0, i16 %o1, i64 %ch, i1 true)
  call void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.1d(ptr addrspace(3) %src, ptr %tm, i32 %c0, i64 %ch, i1 false)
  call void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.5d(ptr addrspace(3) %src, ptr %tm, i32 %c0, i32 %c1, i32 %c2, i32 %c3, i32 %c4, i64 %ch, i1 false)
  call void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.5d(ptr addrspace(3) %src, ptr %tm, i32 %c0, i32 %c1, i32 %c2, i32 %c3, i32 %c4, i64 %ch, i1 true)
  call void @llvm.nvvm.cp.async.bulk.tensor.s2g.im2col.3d(ptr addrspace(3) %src, ptr %tm, i32 %c0, i32 %c1, i32 %c2, i64 %ch, i1 false)
  call void @llvm.nvvm.cp.async.bulk.tensor.reduce.add.tile.2d(ptr addrspace(3) %src, ptr %tm, i32 %c0, i32 %c1, i64 %ch, i1 false)
  call void @llvm.nvvm.cp.async.bulk.tensor.reduce.min.tile.5d(ptr addrspace(3) %src, ptr %tm, i32 %c0, i32 %c1, i32 %c2, i32 %c3, i32 %c4, i64 %ch, i1 true)
  call void @llvm.nvvm.cp.async.bulk.tensor.reduce.xor.im2col.5d(ptr addrspace(3) %src, ptr %tm, i32 %c0, i32 %c1, i32 %c2, i32 %c3, i32 %c4, i64 %ch, i1 false)
  call void @llvm.nvvm.cp.async.bulk.tensor.reduce.inc.tile.1d(ptr addrspace(3) %src, ptr %tm, i32 %c0, i64 %ch, i1 true)
  ret void
}
