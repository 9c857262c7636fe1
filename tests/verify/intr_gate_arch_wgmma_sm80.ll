; ARGS: --sm 80
; wgmma before Hopper: libNVVM's own message
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.wgmma.fence.sync.aligned()

define void @f() {
  call void @llvm.nvvm.wgmma.fence.sync.aligned()
  ret void
}
