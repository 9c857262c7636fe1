; ldg reads global memory: a shared pointer is a located error.
; SM: 80
; ARGS: --no-verify
; EXPECT-ERROR: unsupported: this form of '@llvm.nvvm.ldg.global.f.f32.p3'
; EXPECT-LINE: 10
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare float @llvm.nvvm.ldg.global.f.f32.p3(ptr addrspace(3), i32)
define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(3) %s) {
  %a = call float @llvm.nvvm.ldg.global.f.f32.p3(ptr addrspace(3) %s, i32 4)
  store float %a, ptr addrspace(1) %out
  ret void
}
