; Consumer Blackwell (sm_120a) has no tensor memory: a located gating error.
; SM: 120a
; EXPECT-ERROR: (target is sm_120a)
; EXPECT-LINE: 9
target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.tcgen05.wait.ld()
define ptx_kernel void @k() {
  call void @llvm.nvvm.tcgen05.wait.ld() ; here
  ret void
}
