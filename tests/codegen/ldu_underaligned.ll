; ldu reads a value the whole warp shares in one access: an alignment
; below its size cannot be split as an ldg's is, so it is a located error
; (isel/lower/warp.c).
; SM: 80
; EXPECT-ERROR: unsupported: '@llvm.nvvm.ldu.global.i.i32.p1' at align 1, below its element's 4 bytes
; EXPECT-LINE: 12
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.ldu.global.i.i32.p1(ptr addrspace(1), i32)
define void @g(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %a = call i32 @llvm.nvvm.ldu.global.i.i32.p1(ptr addrspace(1) %p, i32 1)
  store i32 %a, ptr addrspace(1) %q
  ret void
}
