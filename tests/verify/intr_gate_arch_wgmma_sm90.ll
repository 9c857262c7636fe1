; ARGS: --sm 90
; wgmma on plain sm_90: new enough, but only sm_90a has it, so not libNVVM's "Hopper+"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.wgmma.fence.sync.aligned()

define void @f() {
  call void @llvm.nvvm.wgmma.fence.sync.aligned()
  ret void
}
