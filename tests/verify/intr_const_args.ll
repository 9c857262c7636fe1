; ARGS: --sm 90a
; operands that must be constants (category A of docs/verifier.md)
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.cp.async.wait.group(i32)
declare void @llvm.nvvm.cp.async.bulk.wait.group(i32)
declare void @llvm.nvvm.fence.proxy.tensormap_generic.acquire.cta(ptr, i32)
declare void @llvm.nvvm.cp.async.bulk.prefetch.L2(ptr addrspace(1), i32, i64, i1)
declare void @llvm.nvvm.pm.event.mask(i16)
declare void @llvm.nvvm.tensormap.replace.swizzle.mode.p1(ptr addrspace(1), i32)

define void @f(i32 %n, ptr %p, ptr addrspace(1) %g, i1 zeroext %flag, i16 zeroext %m) {
  call void @llvm.nvvm.cp.async.wait.group(i32 %n)
  call void @llvm.nvvm.cp.async.bulk.wait.group(i32 %n)
  call void @llvm.nvvm.fence.proxy.tensormap_generic.acquire.cta(ptr %p, i32 %n)
  call void @llvm.nvvm.cp.async.bulk.prefetch.L2(ptr addrspace(1) %g, i32 %n, i64 0, i1 %flag)
  call void @llvm.nvvm.pm.event.mask(i16 %m)
  call void @llvm.nvvm.tensormap.replace.swizzle.mode.p1(ptr addrspace(1) %g, i32 %n)
  call void @llvm.nvvm.cp.async.wait.group(i32 0)
  ret void
}
