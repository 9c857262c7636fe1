; ARGS: --sm 80
; address-space requirements (category E of docs/verifier.md)
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare float @llvm.nvvm.ldg.global.f.f32.p3(ptr addrspace(3), i32)
declare void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3), ptr)
declare i1 @llvm.nvvm.isspacep.global(i64)
declare ptr @llvm.nvvm.ptr.constant.to.gen.p0.p1(ptr addrspace(1))
declare ptr @llvm.nvvm.ptr.global.to.gen.p0.p3(ptr addrspace(3))

define void @f(ptr addrspace(3) %s, ptr %p, i64 %i, ptr addrspace(1) %g) {
  %a = call float @llvm.nvvm.ldg.global.f.f32.p3(ptr addrspace(3) %s, i32 4)
  call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) %s, ptr %p)
  %b = call i1 @llvm.nvvm.isspacep.global(i64 %i)
  %c = call ptr @llvm.nvvm.ptr.constant.to.gen.p0.p1(ptr addrspace(1) %g)
  %d = call ptr @llvm.nvvm.ptr.global.to.gen.p0.p3(ptr addrspace(3) %s)
  ret void
}
