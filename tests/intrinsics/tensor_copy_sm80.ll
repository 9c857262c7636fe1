; The tensor-map copies need sm_90: a located gating error on sm_80.
; SM: 80
; EXPECT-ERROR: this intrinsic is only supported for Hopper+
; EXPECT-LINE: 9
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.cp.async.bulk.tensor.prefetch.tile.1d(ptr, i32, i64, i1 immarg)
define ptx_kernel void @k(ptr %tm, i32 %c0, i64 %ch) {
  call void @llvm.nvvm.cp.async.bulk.tensor.prefetch.tile.1d(ptr %tm, i32 %c0, i64 %ch, i1 false) ; here
  ret void
}
