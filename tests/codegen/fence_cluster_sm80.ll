; A cluster-scope fence needs thread-block clusters (sm_90).  (In standard
; mode the NVVM verifier stops it first.)
; SM: 80
; ARGS: --no-verify
; EXPECT-ERROR: 'fence.sc.cluster' requires sm_90 or newer (target is sm_80)
; EXPECT-LINE: 11
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.fence.sc.cluster()
define ptx_kernel void @k() {
  call void @llvm.nvvm.fence.sc.cluster()
  ret void
}
