; vote without .sync: the same story as shfl (shfl_without_sync.ll).
; SM: 75
; ARGS: --no-verify
; EXPECT-ERROR: unsupported: '@llvm.nvvm.vote.ballot' (without .sync, not supported from sm_70 on); use '@llvm.nvvm.vote.ballot.sync' with a lane mask
; EXPECT-LINE: 11
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.vote.ballot(i1)
define ptx_kernel void @k(ptr addrspace(1) %out, i32 %x) {
  %c = icmp eq i32 %x, 0
  %a = call i32 @llvm.nvvm.vote.ballot(i1 %c)
  store i32 %a, ptr addrspace(1) %out
  ret void
}
