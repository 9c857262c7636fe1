; tcgen05 on Hopper: a located gating error.
; SM: 90a
; EXPECT-ERROR: (target is sm_90a)
; EXPECT-LINE: 9
target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.tcgen05.fence.before.thread.sync()
define ptx_kernel void @k() {
  call void @llvm.nvvm.tcgen05.fence.before.thread.sync() ; here
  ret void
}
