; An L2 eviction priority on a prefetch needs sm_80.
; SM: 75
; EXPECT-ERROR: 'prefetch.global.L2::evict_last' requires sm_80 or newer (target is sm_75)
; EXPECT-LINE: 9
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.prefetch.global.L2.evict.last(ptr addrspace(1))
define ptx_kernel void @k(ptr addrspace(1) %p) {
  call void @llvm.nvvm.prefetch.global.L2.evict.last(ptr addrspace(1) %p)
  ret void
}
