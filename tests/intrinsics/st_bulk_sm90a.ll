; st.bulk needs sm_100: a located gating error on sm_90a.
; SM: 90a
; EXPECT-ERROR: 'st.bulk' requires sm_100 or newer (target is sm_90a)
; EXPECT-LINE: 9
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.st.bulk(ptr, i64, i64 immarg)
define ptx_kernel void @k(ptr %p, i64 %n) {
  call void @llvm.nvvm.st.bulk(ptr %p, i64 %n, i64 0) ; here
  ret void
}
