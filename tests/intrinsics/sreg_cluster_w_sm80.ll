; A cluster register on a target without clusters: a located gating error.
; SM: 80
; EXPECT-ERROR: this intrinsic is only supported for Hopper+
; EXPECT-LINE: 9
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.clusterid.w()
define ptx_kernel void @k(ptr addrspace(1) %p) {
  %a = call i32 @llvm.nvvm.read.ptx.sreg.clusterid.w()
  store i32 %a, ptr addrspace(1) %p
  ret void
}
