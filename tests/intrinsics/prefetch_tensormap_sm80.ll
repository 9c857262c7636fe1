; prefetch.tensormap needs sm_90: a located gating error on sm_80.
; SM: 80
; EXPECT-ERROR: this intrinsic is only supported for Hopper+
; EXPECT-LINE: 9
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.prefetch.tensormap.p0(ptr)
define ptx_kernel void @k(ptr %t) {
  call void @llvm.nvvm.prefetch.tensormap.p0(ptr %t) ; here
  ret void
}
