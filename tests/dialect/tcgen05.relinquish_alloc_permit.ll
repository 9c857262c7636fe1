; MLIR NVVM dialect op nvvm.tcgen05.relinquish_alloc_permit: written by hand from LLVM 22's IntrinsicsNVVM.td.
; SM: 100a
; CHECK: .version 8.6
; CHECK: tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;
target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.tcgen05.relinq.alloc.permit.cg1()
define ptx_kernel void @k(ptr addrspace(1) %p, ptr addrspace(3) %s, ptr %g, i32 %i, i64 %l, float %f, i16 zeroext %h, ptr addrspace(6) %t, ptr addrspace(7) %sc, <2 x half> %hh, double %d, i1 zeroext %b) {
  call void @llvm.nvvm.tcgen05.relinq.alloc.permit.cg1()
  ret void
}
