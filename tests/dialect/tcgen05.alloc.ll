; MLIR NVVM dialect op nvvm.tcgen05.alloc: written by hand from LLVM 22's IntrinsicsNVVM.td.
; SM: 100a
; CHECK: .version 8.6
; CHECK: tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [%rd1], 32;
target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3), i32)
define ptx_kernel void @k(ptr addrspace(1) %p, ptr addrspace(3) %s, ptr %g, i32 %i, i64 %l, float %f, i16 zeroext %h, ptr addrspace(6) %t, ptr addrspace(7) %sc, <2 x half> %hh, double %d, i1 zeroext %b) {
  call void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3) %s, i32 32)
  ret void
}
