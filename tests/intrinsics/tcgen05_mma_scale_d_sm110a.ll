; tcgen05.mma's scale-input-d operand (.scale_d) exists in the sm_100
; family only: ptxas 13 refuses it on sm_110a/f although they have the
; rest of tcgen05.mma.  A located gating error.
; SM: 110a
; EXPECT-ERROR: (target is sm_110a)
; EXPECT-LINE: 11
target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.tcgen05.mma.shared.scale_d(ptr addrspace(6), i64, i64, i32, i1, i64, i32, i32, i32)
define ptx_kernel void @k(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %id) {
  call void @llvm.nvvm.tcgen05.mma.shared.scale_d(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %id, i1 true, i64 1, i32 0, i32 1, i32 0)
  ret void
}
