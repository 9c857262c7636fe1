; discard.L2 needs sm_80 (PTX 7.4): a located gating error on sm_75.
; SM: 75
; EXPECT-ERROR: 'discard.global.L2' requires sm_80 or newer (target is sm_75)
; EXPECT-LINE: 9
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.discard.global.L2(ptr addrspace(1), i64 immarg)
define ptx_kernel void @k(ptr addrspace(1) %g) {
  call void @llvm.nvvm.discard.global.L2(ptr addrspace(1) %g, i64 128)
  ret void
}
