; a stand-in for libdevice: its !llvm.ident and !nvvmir.version
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define float @__nv_fast_sinf(float %x) {
  %r = call float @llvm.nvvm.sin.approx.f(float %x)
  ret float %r
}

declare float @llvm.nvvm.sin.approx.f(float)

!llvm.ident = !{!0}
!nvvmir.version = !{!1}
!0 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!1 = !{i32 2, i32 0}
