; wgmma is sm_90a only: sm_100a gets a located gating error.
; SM: 100a
; EXPECT-ERROR: requires sm_90a
; EXPECT-LINE: 9
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.wgmma.fence.sync.aligned()
define ptx_kernel void @k() {
  call void @llvm.nvvm.wgmma.fence.sync.aligned() ; here
  ret void
}
