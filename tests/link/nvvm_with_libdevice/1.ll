; NVVM IR (its own !nvvmir.version) linked with a module that carries
; libdevice's !nvvmir.version and !llvm.ident: the contract is the one of
; the first input, so libNVVM's rule on narrow parameters is an error
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare float @__nv_fast_sinf(float)

define void @k(ptr addrspace(1) %p, i8 %n) {
  %x = call float @__nv_fast_sinf(float 1.0)
  store float %x, ptr addrspace(1) %p, align 4
  ret void
}

!nvvm.annotations = !{!0}
!nvvmir.version = !{!1}
!0 = !{ptr @k, !"kernel", i32 1}
!1 = !{i32 2, i32 0}
