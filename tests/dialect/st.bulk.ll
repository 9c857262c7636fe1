; MLIR NVVM dialect op nvvm.st.bulk: written by hand from LLVM 22's IntrinsicsNVVM.td.
; SM: 100
; CHECK: .version 8.6
; CHECK: st.bulk.shared::cta [%rd1], %rd2, 0;
target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.st.bulk.shared.cta(ptr addrspace(3), i64, i64)
define ptx_kernel void @k(ptr addrspace(1) %p, ptr addrspace(3) %s, ptr %g, i32 %i, i64 %l, float %f, i16 zeroext %h, ptr addrspace(6) %t, ptr addrspace(7) %sc, <2 x half> %hh, double %d, i1 zeroext %b) {
  call void @llvm.nvvm.st.bulk.shared.cta(ptr addrspace(3) %s, i64 %l, i64 0)
  ret void
}
