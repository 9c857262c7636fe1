; ARGS: --sm 80
; Legal spellings of intrinsic declarations (all but f2bf16's i16 form, LLVM 14's, are accepted by LLVM 19 too): address-space and vector suffixes, a suffix the types disagree with (LLVM renames it), no suffix, old forms LLVM upgrades, a named struct result, unused declarations, calls with no declaration (another target's intrinsic too)
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%pair = type { i32, i1 }

declare float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1), i32)
declare <4 x float> @llvm.masked.load.v4f32.p0(ptr, i32, <4 x i1>, <4 x float>)
declare i64 @llvm.smax.i32(i64, i64)
declare i32 @llvm.umax(i32, i32)
declare i32 @llvm.ctlz.i32(i32)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i32, i1)
declare %pair @llvm.sadd.with.overflow.i32(i32, i32)
declare i16 @llvm.nvvm.f2bf16.rn(float)
declare i16 @llvm.nvvm.fma.rn.bf16(i16, i16, i16)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i64 @llvm.nvvm.read.ptx.sreg.tid.y()
declare <vscale x 4 x float> @llvm.masked.load.nxv4f32.p0(ptr, i32, <vscale x 4 x i1>, <vscale x 4 x float>)
declare void @llvm.experimental.stackmap(i64, i32, ...)

define void @k(ptr %p, ptr addrspace(1) %g, i32 %i, i64 %w, <4 x i1> %m, <4 x float> %v, float %f, i16 zeroext %h) {
  %a = call float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1) %g, i32 4)
  %b = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %p, i32 16, <4 x i1> %m, <4 x float> %v)
  %c = call i64 @llvm.smax.i32(i64 %w, i64 1)
  %d = call i32 @llvm.umax(i32 %i, i32 7)
  %e = call i32 @llvm.ctlz.i32(i32 %i)
  call void @llvm.memcpy.p0.p0.i64(ptr %p, ptr %p, i64 8, i32 4, i1 false)
  %o = call %pair @llvm.sadd.with.overflow.i32(i32 %i, i32 1)
  %j = call i16 @llvm.nvvm.f2bf16.rn(float %f)
  %l = call i16 @llvm.nvvm.fma.rn.bf16(i16 %h, i16 %h, i16 %h)
  %s = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %i, i32 0, i32 31)
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  call void (i64, i32, ...) @llvm.experimental.stackmap(i64 0, i32 0)
  %x8 = trunc i32 %i to i8
  %u8 = call i8 @llvm.umin(i8 %x8, i8 3)
  %u16 = call i16 @llvm.umin(i16 %h, i16 3)
  %n = call i32 @llvm.abs.i32(i32 %i, i1 false)
  call void @llvm.x86.sse2.pause() ; another target's, implicitly declared
  ret void
}
