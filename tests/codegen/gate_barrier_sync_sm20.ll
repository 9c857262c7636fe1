; barrier.sync needs sm_30: on sm_20 the intrinsic layer gives the gating
; error (bar.sync is no substitute: it requires the whole warp to arrive).
; SM: 20
; EXPECT-ERROR: 'barrier.sync' requires sm_30 or newer (target is sm_20)
; EXPECT-LINE: 12
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.barrier.sync(i32)

define ptx_kernel void @k() {
  call void @llvm.nvvm.barrier.sync(i32 1)
  ret void
}
