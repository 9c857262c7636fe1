; applypriority.async.bulk.tensor.* (sm_107f, PTX 9.4) shares its family's
; name with applypriority.L2 but has no size argument: it is refused as
; an intrinsic tnvcc does not know, not for a size it does not take.
; SM: 90
; EXPECT-ERROR: unsupported: intrinsic '@llvm.nvvm.applypriority.async.bulk.tensor.evict.priority.tile.1d'
; EXPECT-LINE: 11
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.applypriority.async.bulk.tensor.evict.priority.tile.1d(ptr, i32, i32)
define ptx_kernel void @k(ptr %p, i32 %x) {
  call void @llvm.nvvm.applypriority.async.bulk.tensor.evict.priority.tile.1d(ptr %p, i32 %x, i32 0)
  ret void
}
