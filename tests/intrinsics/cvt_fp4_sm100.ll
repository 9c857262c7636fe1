; FP4 needs an 'a' or 'f' Blackwell target: plain sm_100 gets a located error.
; SM: 100
; EXPECT-ERROR: requires sm_100f, sm_110f or sm_120f (target is sm_100)
; EXPECT-LINE: 9
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i16 @llvm.nvvm.ff.to.e2m1x2.rn.satfinite(float, float)
define ptx_kernel void @k(float %a, float %b, ptr addrspace(1) %p) {
  %r = call i16 @llvm.nvvm.ff.to.e2m1x2.rn.satfinite(float %a, float %b) ; here
  store i16 %r, ptr addrspace(1) %p
  ret void
}
