; ARGS: --sm 90a --ir=llvm
; LLVM 22 lets other attributes stand beside immarg (its own intrinsic table writes `i32 immarg range(i32 0, 3)`); LLVM 19 did not.  An LLVM IR module is held to LLVM 22's rule, and an atomic on .shared::cluster (LLVM 20+) is libNVVM's rule alone: a -Wnvvm-compat warning.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 immarg range(i32 0, 16))

define void @f(ptr addrspace(7) %p) {
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %o = atomicrmw add ptr addrspace(7) %p, i32 1 monotonic
  ret void
}
