; tcgen05.mma's .kind::i8 (kind flag 3) is for sm_100a and sm_110a only:
; ptxas 13 refuses it on sm_103a and on every 'f' target, so tnvcc stops
; with a located gating error there.
; SM: 103a
; EXPECT-ERROR: (target is sm_103a)
; EXPECT-LINE: 12
target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6), i64, i64, i32, i1, i32, i32, i32)
define ptx_kernel void @k(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %id) {
  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %id, i1 true, i32 0, i32 1, i32 0)
  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %id, i1 true, i32 3, i32 1, i32 0) ; here
  ret void
}
