; tcgen05.mma addresses tensor memory with 32-bit pointers: in a module
; whose data layout leaves addrspace(6) at 64 bits (LLVM 20 and older
; wrote no "p6:32:32"), the call is a located error, never bad PTX.
; (wgmma's fences and groups: tests/intrinsics/wgmma_groups.ll; every
; tcgen05.mma form: tests/intrinsics/tcgen05_mma.ll.)
; SM: 100a
; EXPECT-ERROR: on a 64-bit tensor-memory pointer
; EXPECT-LINE: 15
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6), i64, i64, i32, i1, i32 immarg, i32 immarg, i32 immarg)

define ptx_kernel void @k(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %i) {
  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %i, i1 true, i32 0, i32 1, i32 0)
  ret void
}
