; st.bulk zero-fills memory (sm_100, PTX 8.6): generic and .shared::cta.
; SM: 100
; CHECK: .version 8.6
; CHECK: st.bulk [%rd1], %rd3, 0;
; CHECK: st.bulk.shared::cta [%rd2], %rd4, 0;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.st.bulk(ptr, i64, i64 immarg)
declare void @llvm.nvvm.st.bulk.shared.cta(ptr addrspace(3), i64, i64 immarg)
define ptx_kernel void @k(ptr %p, ptr addrspace(3) %s, i64 %n) {
  call void @llvm.nvvm.st.bulk(ptr %p, i64 %n, i64 0)
  call void @llvm.nvvm.st.bulk.shared.cta(ptr addrspace(3) %s, i64 128, i64 0)
  ret void
}
