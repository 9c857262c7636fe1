; MLIR NVVM dialect op nvvm.fence.proxy: written by hand from LLVM 22's IntrinsicsNVVM.td.
; SM: 90
; CHECK: .version 7.8
; CHECK: fence.proxy.alias;
target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.fence.proxy.alias()
define ptx_kernel void @k(ptr addrspace(1) %p, ptr addrspace(3) %s, ptr %g, i32 %i, i64 %l, float %f, i16 zeroext %h, ptr addrspace(6) %t, ptr addrspace(7) %sc, <2 x half> %hh, double %d, i1 zeroext %b) {
  call void @llvm.nvvm.fence.proxy.alias()
  ret void
}
