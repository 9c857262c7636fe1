; CUDA's __managed__ variables (nvvm.annotations "managed" = 1) carry
; .attribute(.managed), which places them in unified memory (PTX 4.0,
; sm_30); a variable without the annotation is a plain .global.
; SM: 80
; CHECK: .visible .global .align 4 .u32 device_g;
; CHECK: .visible .global .attribute(.managed) .align 4 .u32 managed_g;
; CHECK: ld.global.u32 %r1, [managed_g];
; CHECK: st.global.u32 [device_g], %r1;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@device_g = addrspace(1) global i32 0, align 4
@managed_g = addrspace(1) global i32 0, align 4

define ptx_kernel void @k() {
  %v = load i32, ptr addrspace(1) @managed_g, align 4
  store i32 %v, ptr addrspace(1) @device_g, align 4
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr addrspace(1) @managed_g, !"managed", i32 1}
