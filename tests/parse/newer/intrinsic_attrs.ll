; LLVM-AS: llvm-as-19
; LLVM's parser (and its bitcode reader) gives each declaration of an
; intrinsic the attributes of LLVM's intrinsic table, whatever is
; written: libdevice's `nounwind readnone` on llvm.nvvm.ex2.approx.f
; becomes DefaultAttrsIntrinsic's nocallback nofree nosync willreturn
; with IntrNoMem; the special register gets speculatable and a noundef
; result; memcpy's parameter attributes are LLVM's, its written ones
; dropped.  So does tnvcc (ir/intrattr.c): the new groups are numbered
; after the written ones.  An intrinsic LLVM 19 does not have (LLVM 20's
; barrier.cta.*, which tnvcc knows), a definition and the call sites keep
; what is written (#0 stays: the calls still use it).
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define float @f(float %x, ptr %d, ptr %s) #1 {
  %e = call float @llvm.nvvm.ex2.approx.f(float %x) #0
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0
  call void @llvm.memcpy.p0.p0.i64(ptr %d, ptr %s, i64 16, i1 false)
  %c = sitofp i32 %t to float
  %y = fadd float %e, %c
  ret float %y
}

declare float @llvm.nvvm.ex2.approx.f(float) #0

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() nounwind readnone

declare void @llvm.memcpy.p0.p0.i64(ptr nocapture, ptr nocapture, i64, i1) #0

declare void @llvm.nvvm.barrier.cta.arrive.count(i32, i32) #0

attributes #0 = { nounwind readnone }
attributes #1 = { nounwind "frame-pointer"="all" }
