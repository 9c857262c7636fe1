; An intrinsic called with other types than LLVM declares it would turn
; into PTX with mismatched registers (vote.sync.ballot.b32 into a 64-bit
; register): it is a located error instead.
; SM: 80
; ARGS: --no-verify
; EXPECT-ERROR: unsupported: '@llvm.nvvm.vote.ballot.sync' called as 'i64 (i32, i1)', which is not its LLVM signature
; EXPECT-LINE: 13
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i64 @llvm.nvvm.vote.ballot.sync(i32, i1)
define ptx_kernel void @k(ptr addrspace(1) %out, i32 %x) {
  %c = icmp eq i32 %x, 0
  %a = call i64 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %c)
  store i64 %a, ptr addrspace(1) %out
  ret void
}
