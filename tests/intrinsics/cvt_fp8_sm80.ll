; The FP8 conversions need sm_89: a located gating error on sm_80.
; SM: 80
; EXPECT-ERROR: this instrinsic is only supported for Ada (sm_89)+
; EXPECT-LINE: 9
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i16 @llvm.nvvm.ff.to.e4m3x2.rn(float, float)
define ptx_kernel void @k(float %a, float %b, ptr addrspace(1) %p) {
  %r = call i16 @llvm.nvvm.ff.to.e4m3x2.rn(float %a, float %b) ; here
  store i16 %r, ptr addrspace(1) %p
  ret void
}
