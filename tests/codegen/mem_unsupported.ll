; A memcpy into an address space that ld/st cannot reach (6, tensor
; memory) is a located error naming it.
; SM: 100a
; EXPECT-ERROR: unsupported: '@llvm.memcpy.p6.p1.i64' writing address space 6
; EXPECT-LINE: 12
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.memcpy.p6.p1.i64(ptr addrspace(6) noalias, ptr addrspace(1) noalias, i64, i1 immarg)

define ptx_kernel void @k(ptr addrspace(6) %c, ptr addrspace(1) %g) {
  call void @llvm.memcpy.p6.p1.i64(ptr addrspace(6) %c, ptr addrspace(1) %g, i64 8, i1 false)
  ret void
}
