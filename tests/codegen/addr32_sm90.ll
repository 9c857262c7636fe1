; A 32-bit module (the "nvptx" triple) for sm_90 or newer: ptxas has no
; 32-bit ABI there, so tnvcc stops at the triple instead of writing PTX no
; tool assembles.  (stack_frame_32.ll is the same kind of module on sm_30.)
; SM: 90
; EXPECT-ERROR: unsupported: a 32-bit module (triple 'nvptx-nvidia-cuda', .address_size 32) for sm_90: 32-bit addressing exists before sm_90 only
; EXPECT-LINE: 8
target datalayout = "e-p:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p) {
  store i32 1, ptr addrspace(1) %p, align 4
  ret void
}
