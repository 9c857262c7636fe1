; tcgen05.mma (the Blackwell tensor-core family) is not selected yet: a
; located error naming the intrinsic, never bad PTX.  (wgmma's fences and
; groups are selected now: tests/intrinsics/wgmma_groups.ll.)
; SM: 100a
; EXPECT-ERROR: unsupported: intrinsic '@llvm.nvvm.tcgen05.mma.shared'
; EXPECT-LINE: 13
target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6), i64, i64, i32, i1, i32 immarg, i32 immarg, i32 immarg)

define ptx_kernel void @k(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %i) {
  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %i, i1 true, i32 0, i32 1, i32 0)
  ret void
}
