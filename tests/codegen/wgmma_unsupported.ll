; wgmma (and TMA, tcgen05: the Hopper/Blackwell tensor families) are not
; selected yet: a located error naming the intrinsic, never bad PTX.
; SM: 90a
; EXPECT-ERROR: unsupported: intrinsic '@llvm.nvvm.wgmma.fence.sync.aligned'
; EXPECT-LINE: 12
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.wgmma.fence.sync.aligned()

define ptx_kernel void @k() {
  call void @llvm.nvvm.wgmma.fence.sync.aligned()
  ret void
}
