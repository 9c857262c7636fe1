; PTX's discard.L2 and applypriority.L2 have one size, a 128-byte line:
; another is refused with a located message that says so.
; SM: 80
; EXPECT-ERROR: unsupported: '@llvm.nvvm.applypriority.L2.evict.normal' with a size other than a constant 128 (PTX acts on one 128-byte L2 line)
; EXPECT-LINE: 10
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.applypriority.L2.evict.normal(ptr, i64)
define ptx_kernel void @k(ptr %p, i64 %n) {
  call void @llvm.nvvm.applypriority.L2.evict.normal(ptr %p, i64 %n)
  ret void
}
