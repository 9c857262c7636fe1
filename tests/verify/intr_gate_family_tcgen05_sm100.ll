; ARGS: --sm 100
; plain sm_100 lacks the family features
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.tcgen05.fence.before.thread.sync()

define void @f() {
  call void @llvm.nvvm.tcgen05.fence.before.thread.sync()
  ret void
}
