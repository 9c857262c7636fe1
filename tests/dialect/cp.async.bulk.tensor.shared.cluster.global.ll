; MLIR NVVM dialect op nvvm.cp.async.bulk.tensor.shared.cluster.global: written by hand from LLVM 22's IntrinsicsNVVM.td.
; SM: 90
; CHECK: .version 8.0
; CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [%rd4], [%rd2, {%r1, %r1}], [%rd1], %rs1, %rd3;
target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7), ptr addrspace(3), ptr, i32, i32, i16, i64, i1, i1, i32)
define ptx_kernel void @k(ptr addrspace(1) %p, ptr addrspace(3) %s, ptr %g, i32 %i, i64 %l, float %f, i16 zeroext %h, ptr addrspace(6) %t, ptr addrspace(7) %sc, <2 x half> %hh, double %d, i1 zeroext %b) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7) %sc, ptr addrspace(3) %s, ptr %g, i32 %i, i32 %i, i16 %h, i64 %l, i1 true, i1 true, i32 0)
  ret void
}
