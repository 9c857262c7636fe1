; .attribute(.managed) needs sm_30: on sm_20 a managed variable is a
; located gating error (as llc), never a plain .global the host would not
; share.
; SM: 20
; EXPECT-ERROR: '.attribute(.managed)' requires sm_30 or newer (target is sm_20)
; EXPECT-LINE: 9
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@managed_g = addrspace(1) global i32 0, align 4

define ptx_kernel void @k(i32 %x) {
  store i32 %x, ptr addrspace(1) @managed_g, align 4
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr addrspace(1) @managed_g, !"managed", i32 1}
