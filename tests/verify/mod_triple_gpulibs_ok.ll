; ARGS: --sm 80
; NVIDIA's library triple: libdevice ships with it, and libNVVM takes such
; a module in a program; it verifies clean in NVVM IR's standard mode.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-gpulibs"

define float @__nv_twice(float %x) {
  %y = fadd float %x, %x
  ret float %y
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
