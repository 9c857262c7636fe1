; ARGS: --sm 80
; A misspelt llvm.nvvm name: the contract's "Unsupported intrinsic" error
; stays word for word, and a note names the known intrinsic nearest in
; spelling (a few edits at most; a made-up family gets no note, see
; intr_unknown.ll).
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tidd.x()
declare void @llvm.nvvm.barier0()

define void @f(ptr addrspace(1) %p) {
  %a = call i32 @llvm.nvvm.read.ptx.sreg.tidd.x()
  call void @llvm.nvvm.barier0()
  store i32 %a, ptr addrspace(1) %p
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
