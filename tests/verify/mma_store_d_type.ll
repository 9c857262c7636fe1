; ARGS: --sm 80
; storing an f32 D fragment from i32 registers
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p0(ptr, i32, i32, i32, i32, i32, i32, i32, i32, i32)

define void @f(ptr %p, i32 %x) {
  call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p0(ptr %p, i32 %x, i32 %x, i32 %x, i32 %x, i32 %x, i32 %x, i32 %x, i32 %x, i32 16)
  ret void
}
