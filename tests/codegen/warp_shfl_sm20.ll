; SM: 20
; EXPECT-ERROR: 'shfl' requires sm_30 or newer (target is sm_20)
; EXPECT-LINE: 9
; PTX's shfl appeared with sm_30: on sm_20 the pre-Volta shuffle is a
; gating error at the call (vote, which sm_20 has, is not).
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %out, i32 %v) {
  %u = call i32 @llvm.nvvm.shfl.down.i32(i32 %v, i32 1, i32 31)
  %c = icmp sgt i32 %v, 0
  %b = call i32 @llvm.nvvm.vote.ballot(i1 %c)
  %s = add i32 %u, %b
  store i32 %s, ptr addrspace(1) %out
  ret void
}
declare i32 @llvm.nvvm.shfl.down.i32(i32, i32, i32)
declare i32 @llvm.nvvm.vote.ballot(i1)
