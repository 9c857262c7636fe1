; llvm.nvvm.barrier.sync is barrier.sync, which PTX ISA 6.0 introduced
; (feature "barrier"): on sm_50, whose own minimum is PTX 4.0, .version
; rises to 6.0.  ptxas 13 checks this sm_50 PTX when asked for sm_75.
; SM: 50
; CHECK: .version 6.0
; CHECK: .target sm_50
; CHECK: barrier.sync 1;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.barrier.sync(i32)

define ptx_kernel void @k(ptr addrspace(1) %p) {
  store i32 1, ptr addrspace(1) %p
  call void @llvm.nvvm.barrier.sync(i32 1)
  ret void
}
