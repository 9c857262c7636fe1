; st.bulk's initial value can only be 0 in PTX: anything else is refused
; with a located error.
; SM: 100
; EXPECT-ERROR: with an initial value other than the constant 0
; EXPECT-LINE: 10
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.st.bulk(ptr, i64, i64 immarg)
define ptx_kernel void @k(ptr %p, i64 %n) {
  call void @llvm.nvvm.st.bulk(ptr %p, i64 %n, i64 1) ; here
  ret void
}
