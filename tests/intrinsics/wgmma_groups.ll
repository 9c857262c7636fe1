; wgmma's fence, commit and wait as intrinsics (sm_90a, PTX 8.0).
; SM: 90a
; CHECK: .version 8.0
; CHECK: wgmma.fence.sync.aligned;
; CHECK: wgmma.commit_group.sync.aligned;
; CHECK: wgmma.wait_group.sync.aligned 1;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.wgmma.fence.sync.aligned()
declare void @llvm.nvvm.wgmma.commit_group.sync.aligned()
declare void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 immarg)
define ptx_kernel void @k() {
  call void @llvm.nvvm.wgmma.fence.sync.aligned()
  call void @llvm.nvvm.wgmma.commit_group.sync.aligned()
  call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 1)
  ret void
}
