; The L2 cache controls of PTX 7.4 (sm_80): discard.L2 drops the 128-byte
; line at an address without writing it back, applypriority.L2 lowers its
; eviction priority to normal; each in the .global form and the generic
; one.  128, the only size PTX has, is written as the immediate.
; SM: 80
; CHECK: .version 7.4
; CHECK: ld.param.u64 %rd1, [k_param_0];
; CHECK: ld.param.u64 %rd2, [k_param_1];
; CHECK: discard.global.L2 [%rd1], 128;
; CHECK: discard.L2 [%rd2], 128;
; CHECK: applypriority.global.L2::evict_normal [%rd1], 128;
; CHECK: applypriority.L2::evict_normal [%rd2], 128;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.discard.global.L2(ptr addrspace(1), i64 immarg)
declare void @llvm.nvvm.discard.L2(ptr, i64 immarg)
declare void @llvm.nvvm.applypriority.global.L2.evict.normal(ptr addrspace(1), i64)
declare void @llvm.nvvm.applypriority.L2.evict.normal(ptr, i64)
define ptx_kernel void @k(ptr addrspace(1) %g, ptr %p) {
  call void @llvm.nvvm.discard.global.L2(ptr addrspace(1) %g, i64 128)
  call void @llvm.nvvm.discard.L2(ptr %p, i64 128)
  call void @llvm.nvvm.applypriority.global.L2.evict.normal(ptr addrspace(1) %g, i64 128)
  call void @llvm.nvvm.applypriority.L2.evict.normal(ptr %p, i64 128)
  ret void
}
