; The tensormap proxy fence covers one 128-byte tensormap: PTX has no
; other size, so another one is an error, not a different fence.
; SM: 90a
; ARGS: --no-verify
; EXPECT-ERROR: unsupported: '@llvm.nvvm.fence.proxy.tensormap_generic.acquire.gpu' with a size other than the constant 128
; EXPECT-LINE: 11
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.fence.proxy.tensormap_generic.acquire.gpu(ptr, i32)
define ptx_kernel void @k(ptr %map) {
  call void @llvm.nvvm.fence.proxy.tensormap_generic.acquire.gpu(ptr %map, i32 64)
  ret void
}
