; ARGS: --sm 80
; coro.create.suspend takes one constant integer
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.coro.create.suspend(i32)

define void @f(i32 %x) {
  call void @llvm.nvvm.coro.create.suspend(i32 %x)
  call void @llvm.nvvm.coro.create.suspend(i32 1)
  ret void
}
