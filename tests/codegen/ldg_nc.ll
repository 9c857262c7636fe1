; Read-only global memory goes through the non-coherent path: a kernel
; parameter that is noalias and readonly, or a load marked
; !invariant.load.  A parameter without those attributes uses ld.global.
; SM: 80
; CHECK: ld.global.nc.f32
; CHECK: ld.global.nc.u32
; CHECK: ld.global.f32
; CHECK: ld.volatile.global.u32
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) noalias readonly %in, ptr addrspace(1) %tab,
                          ptr addrspace(1) %out) {
  %a = load float, ptr addrspace(1) %in, align 4
  %n = load i32, ptr addrspace(1) %tab, align 4, !invariant.load !0
  %b = load float, ptr addrspace(1) %out, align 4
  %v = load volatile i32, ptr addrspace(1) %tab, align 4
  %s = fadd float %a, %b
  %t = sitofp i32 %n to float
  %u = fadd float %s, %t
  store float %u, ptr addrspace(1) %out, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

!0 = !{}
