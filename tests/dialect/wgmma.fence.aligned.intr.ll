; MLIR NVVM dialect op nvvm.wgmma.fence.aligned: written by hand from LLVM 22's IntrinsicsNVVM.td.
; SM: 90a
; CHECK: .version 8.0
; CHECK: wgmma.fence.sync.aligned;
target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.wgmma.fence.sync.aligned()
define ptx_kernel void @k(ptr addrspace(1) %p, ptr addrspace(3) %s, ptr %g, i32 %i, i64 %l, float %f, i16 zeroext %h, ptr addrspace(6) %t, ptr addrspace(7) %sc, <2 x half> %hh, double %d, i1 zeroext %b) {
  call void @llvm.nvvm.wgmma.fence.sync.aligned()
  ret void
}
