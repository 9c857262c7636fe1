; A global -> shared tensor copy for a CTA pair (cta_group flag 2) needs
; .cta_group::2, which consumer Blackwell (sm_120a) lacks: a located
; gating error, while the same copy without a group compiles there
; (tests/intrinsics/tensor_g2s.ll's forms).
; SM: 120a
; EXPECT-ERROR: requires sm_100f or sm_110f (target is sm_120a)
; EXPECT-LINE: 13
target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.1d(ptr addrspace(7), ptr addrspace(3), ptr, i32, i16, i64, i1, i1, i32)
define ptx_kernel void @k(ptr addrspace(7) %d, ptr addrspace(3) %bar, ptr %tm, i32 %x) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.1d(ptr addrspace(7) %d, ptr addrspace(3) %bar, ptr %tm, i32 %x, i16 0, i64 0, i1 false, i1 false, i32 0)
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.1d(ptr addrspace(7) %d, ptr addrspace(3) %bar, ptr %tm, i32 %x, i16 0, i64 0, i1 false, i1 false, i32 2) ; here
  ret void
}
