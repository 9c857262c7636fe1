; ARGS: --sm 80
; LLVM 22 dropped an immarg operand from some intrinsics: lifetime.start and lifetime.end lost their size (the pointer alone), masked.load and masked.store their alignment.  Both forms are accepted, and the immarg rule reads the form the declaration has: a variable size in LLVM 19's lifetime.start is an error; the mask in LLVM 22's masked.load, where the alignment was, is not.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.lifetime.start.p0(ptr)
declare void @llvm.lifetime.end.p0(ptr)
declare void @llvm.lifetime.start.p1(i64, ptr addrspace(1))
declare <2 x float> @llvm.masked.load.v2f32.p1(ptr addrspace(1), <2 x i1>, <2 x float>)

define <2 x float> @f(i64 %n, <2 x i1> %m, ptr addrspace(1) %p) {
  %a = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr %a)
  call void @llvm.lifetime.end.p0(ptr %a)
  call void @llvm.lifetime.start.p1(i64 %n, ptr addrspace(1) %p)
  %v = call <2 x float> @llvm.masked.load.v2f32.p1(ptr addrspace(1) %p, <2 x i1> %m, <2 x float> zeroinitializer)
  ret <2 x float> %v
}
