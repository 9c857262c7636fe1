; LLVM 22's masked.load has no alignment operand: an `align` attribute on
; the pointer says it, and without one the pointer is aligned to 1 byte.
; Each lane is one access of its element, which needs the element's
; alignment (an under-aligned access faults on the GPU), so tnvcc stops
; with the alignment it was told and the one it needs.
; SM: 80
; EXPECT-ERROR: unsupported: a masked load or store aligned to 1 bytes, less than its 8-byte elements (each lane is one access of its element)
; EXPECT-LINE: 12
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q, <2 x i1> %m) {
  %v = call <2 x double> @llvm.masked.load.v2f64.p1(ptr addrspace(1) %p, <2 x i1> %m, <2 x double> poison)
  call void @llvm.masked.store.v2f64.p1(<2 x double> %v, ptr addrspace(1) align 8 %q, <2 x i1> %m)
  ret void
}
declare <2 x double> @llvm.masked.load.v2f64.p1(ptr addrspace(1), <2 x i1>, <2 x double>)
declare void @llvm.masked.store.v2f64.p1(<2 x double>, ptr addrspace(1), <2 x i1>)
