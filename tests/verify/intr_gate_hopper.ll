; ARGS: --sm 80
; cluster intrinsics need Hopper
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare ptr addrspace(3) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3), i32)
declare i32 @llvm.nvvm.read.ptx.sreg.cluster.ctarank()

define void @f(ptr addrspace(3) %p) {
  %r = call i32 @llvm.nvvm.read.ptx.sreg.cluster.ctarank()
  %q = call ptr addrspace(3) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) %p, i32 %r)
  ret void
}
