; ARGS: --sm 80
; texsurf.handle must wrap a texture/surface global
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tex = addrspace(1) global i64 0, align 8
@other = addrspace(1) global i64 0, align 8

declare i64 @llvm.nvvm.texsurf.handle.internal.p1(ptr addrspace(1))
declare i64 @llvm.nvvm.texsurf.handle.p1(metadata, ptr addrspace(1))

define void @f() {
  %a = call i64 @llvm.nvvm.texsurf.handle.p1(metadata ptr addrspace(1) @tex, ptr addrspace(1) @tex)
  %b = call i64 @llvm.nvvm.texsurf.handle.p1(metadata ptr addrspace(1) @other, ptr addrspace(1) @other)
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr addrspace(1) @tex, !"texture", i32 1}
