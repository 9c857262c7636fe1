; ARGS: --sm 80
; llvm.nvvm names tnvcc does not know; known ones, overloaded ones too, are fine
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.w.bogus()
declare i32 @llvm.nvvm.not.an.intrinsic(i32)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1), i32)

define void @f(ptr addrspace(1) %p) {
  %a = call i32 @llvm.nvvm.read.ptx.sreg.tid.w.bogus()
  %b = call i32 @llvm.nvvm.not.an.intrinsic(i32 %a)
  %c = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %d = call float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1) %p, i32 4)
  ret void
}
