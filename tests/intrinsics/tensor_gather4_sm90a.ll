; .tile::gather4 is a Blackwell mode (sm_100a/f, sm_110f): on Hopper the
; intrinsic stops at a located gating error naming those targets.
; SM: 90a
; EXPECT-ERROR: requires sm_100f or sm_110f (target is sm_90a)
; EXPECT-LINE: 10
target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.cp.async.bulk.tensor.prefetch.tile.gather4.2d(ptr, i32, i32, i32, i32, i32, i64, i1)
define ptx_kernel void @k(ptr %tm, i32 %x, i32 %y0, i32 %y1, i32 %y2, i32 %y3) {
  call void @llvm.nvvm.cp.async.bulk.tensor.prefetch.tile.gather4.2d(ptr %tm, i32 %x, i32 %y0, i32 %y1, i32 %y2, i32 %y3, i64 0, i1 false) ; here
  ret void
}
