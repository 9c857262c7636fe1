; The tcgen05 family targets (sm_100f, PTX 8.8) have alloc and the fences.
; SM: 100f
; CHECK: .version 8.8
; CHECK: tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [%rd1], 32;
; CHECK: tcgen05.fence::before_thread_sync;
target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3), i32)
declare void @llvm.nvvm.tcgen05.fence.before.thread.sync()
define ptx_kernel void @k(ptr addrspace(3) %s) {
  call void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3) %s, i32 32)
  call void @llvm.nvvm.tcgen05.fence.before.thread.sync()
  ret void
}
