; LLVM-AS: llvm-as-22
; Intrinsics called without a `declare`: LLVM's parser declares them with
; the call's type and the attributes of its intrinsic table; so does tnvcc
; (the declarations print at the end, with one attribute group).
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define float @f(float %x, i32 %a) {
  %r = call float @llvm.fabs.f32(float %x)
  %m = call i32 @llvm.smax.i32(i32 %a, i32 0)
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %s = add i32 %m, %t
  %c = sitofp i32 %s to float
  %y = fadd float %r, %c
  ret float %y
}

define float @g(float %x) {
  %r = call float @llvm.fabs.f32(float %x)
  ret float %r
}
