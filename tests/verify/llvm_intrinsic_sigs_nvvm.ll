; ARGS: --sm 80
; LLVM's signatures of the llvm.nvvm.* intrinsics: a called declaration of the wrong type is LLVM's "Intrinsic has incorrect ... type!", at the declaration
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i64 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0(i32)
declare void @llvm.nvvm.bar.sync(i64)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i32)
declare float @llvm.nvvm.fmin.f(float, double)
declare double @llvm.nvvm.fma.rn.f(float, float, float)
declare float @llvm.nvvm.rcp.rn.d(float)
declare float @llvm.nvvm.sqrt.rn.f(double)
declare float @llvm.nvvm.div.rn.f(float)
declare i64 @llvm.nvvm.f2i.rn(float)
declare float @llvm.nvvm.ldg.global.i.f32.p1(ptr addrspace(1), i32)
declare i64 @llvm.nvvm.atomic.load.inc.32.p1(ptr addrspace(1), i32)
declare i64 @llvm.nvvm.ptr.gen.to.global.p1.p0(ptr)
declare i32 @llvm.nvvm.bitcast.f2i(double)
declare i64 @llvm.nvvm.move.i32(i32)
declare void @llvm.nvvm.membar.gl(...)

define void @k(ptr %p, ptr addrspace(1) %g, i32 %i, float %f, double %d) {
  %t = call i64 @llvm.nvvm.read.ptx.sreg.tid.x()
  call void @llvm.nvvm.barrier0(i32 0)
  call void @llvm.nvvm.bar.sync(i64 0)
  %s = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %i, i32 0)
  %v = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i32 %i)
  %a = call float @llvm.nvvm.fmin.f(float %f, double %d)
  %b = call double @llvm.nvvm.fma.rn.f(float %f, float %f, float %f)
  %c = call float @llvm.nvvm.rcp.rn.d(float %f)
  %e = call float @llvm.nvvm.sqrt.rn.f(double %d)
  %h = call float @llvm.nvvm.div.rn.f(float %f)
  %j = call i64 @llvm.nvvm.f2i.rn(float %f)
  %l = call float @llvm.nvvm.ldg.global.i.f32.p1(ptr addrspace(1) %g, i32 4)
  %m = call i64 @llvm.nvvm.atomic.load.inc.32.p1(ptr addrspace(1) %g, i32 1)
  %n = call i64 @llvm.nvvm.ptr.gen.to.global.p1.p0(ptr %p)
  %o = call i32 @llvm.nvvm.bitcast.f2i(double %d)
  %q = call i64 @llvm.nvvm.move.i32(i32 %i)
  call void (...) @llvm.nvvm.membar.gl()
  ret void
}

; not called, but LLVM gives it its table's attributes, one to a parameter it lacks
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64)
