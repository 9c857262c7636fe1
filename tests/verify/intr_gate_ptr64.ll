; ARGS: --sm 90
; TMA needs 64-bit pointers
target datalayout = "e-p:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx-nvidia-cuda"

declare void @llvm.nvvm.cp.async.bulk.tensor.prefetch.tile.1d(ptr, i32, i64, i1)

define void @f(ptr %map, i32 %x) {
  call void @llvm.nvvm.cp.async.bulk.tensor.prefetch.tile.1d(ptr %map, i32 %x, i64 0, i1 false)
  ret void
}
