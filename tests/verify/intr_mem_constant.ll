; ARGS: --sm 80
; memcpy/memmove/memset into constant memory; reading from it is fine
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@c = addrspace(4) externally_initialized global [16 x i8] zeroinitializer, align 4

declare void @llvm.memcpy.p4.p0.i64(ptr addrspace(4), ptr, i64, i1 immarg)
declare void @llvm.memmove.p4.p0.i64(ptr addrspace(4), ptr, i64, i1 immarg)
declare void @llvm.memset.p4.i64(ptr addrspace(4), i8, i64, i1 immarg)
declare void @llvm.memcpy.p0.p4.i64(ptr, ptr addrspace(4), i64, i1 immarg)

define void @f(ptr %p) {
  call void @llvm.memcpy.p4.p0.i64(ptr addrspace(4) @c, ptr %p, i64 16, i1 false)
  call void @llvm.memmove.p4.p0.i64(ptr addrspace(4) @c, ptr %p, i64 16, i1 false)
  call void @llvm.memset.p4.i64(ptr addrspace(4) @c, i8 0, i64 16, i1 false)
  call void @llvm.memcpy.p0.p4.i64(ptr %p, ptr addrspace(4) @c, i64 16, i1 false)
  ret void
}
