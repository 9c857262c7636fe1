; ARGS: --sm 90a --ir=nvvm
; NVVM IR keeps LLVM 19's rule (libNVVM's LLVM is older still): immarg allows no other attribute on its parameter; and atomics only on generic, global or shared memory.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 immarg range(i32 0, 16))

define void @f(ptr addrspace(7) %p) {
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %o = atomicrmw add ptr addrspace(7) %p, i32 1 monotonic
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
