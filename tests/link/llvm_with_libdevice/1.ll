; LLVM IR (no !nvvmir.version) linked with a module that carries
; libdevice's !nvvmir.version and !llvm.ident: it stays LLVM IR, and
; libNVVM's rule on narrow parameters is only a warning
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare float @__nv_fast_sinf(float)

define void @k(ptr addrspace(1) %p, i8 %n) {
  %x = call float @__nv_fast_sinf(float 1.0)
  store float %x, ptr addrspace(1) %p, align 4
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
