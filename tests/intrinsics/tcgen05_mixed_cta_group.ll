; .cta_group::1 and ::2 in one function: ptxas refuses such PTX, so tnvcc
; stops with a located error at the first call of the other group.
; SM: 100a
; EXPECT-ERROR: (.cta_group::2) in a function that already uses .cta_group::1
; EXPECT-LINE: 12
target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.tcgen05.relinq.alloc.permit.cg1()
declare void @llvm.nvvm.tcgen05.relinq.alloc.permit.cg2()
define ptx_kernel void @k() {
  call void @llvm.nvvm.tcgen05.relinq.alloc.permit.cg1()
  call void @llvm.nvvm.tcgen05.relinq.alloc.permit.cg2() ; here
  ret void
}
