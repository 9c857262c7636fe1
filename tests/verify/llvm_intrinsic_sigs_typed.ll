; ARGS: --sm 80
; Typed-pointer IR (LLVM <= 14, NVVM IR) declares intrinsics with pointee-typed pointers and p0i8-style suffixes: LLVM 19 reads them (pointees dropped) and so does the signature check
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.memcpy.p0i8.p0i8.i64(i8*, i8*, i64, i1)
declare void @llvm.memset.p0i8.i32(i8*, i8, i32, i32, i1)
declare float @llvm.nvvm.ldg.global.f.f32.p1f32(float addrspace(1)*, i32)
declare i8 addrspace(1)* @llvm.nvvm.ptr.gen.to.global.p1i8.p0i8(i8*)
declare i32 @llvm.nvvm.atomic.load.inc.32.p1i32(i32 addrspace(1)*, i32)
declare i1 @llvm.nvvm.isspacep.shared(i8*)
declare <4 x float> @llvm.masked.load.v4f32.p0v4f32(<4 x float>*, i32, <4 x i1>, <4 x float>)

define void @k(i8* %p, float addrspace(1)* %g, i32 addrspace(1)* %c, <4 x float>* %v, <4 x i1> %m) {
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* %p, i8* %p, i64 8, i1 false)
  call void @llvm.memset.p0i8.i32(i8* %p, i8 0, i32 8, i32 4, i1 false)
  %a = call float @llvm.nvvm.ldg.global.f.f32.p1f32(float addrspace(1)* %g, i32 4)
  %b = call i8 addrspace(1)* @llvm.nvvm.ptr.gen.to.global.p1i8.p0i8(i8* %p)
  %d = call i32 @llvm.nvvm.atomic.load.inc.32.p1i32(i32 addrspace(1)* %c, i32 1)
  %e = call i1 @llvm.nvvm.isspacep.shared(i8* %p)
  %f = call <4 x float> @llvm.masked.load.v4f32.p0v4f32(<4 x float>* %v, i32 16, <4 x i1> %m, <4 x float> zeroinitializer)
  ret void
}
