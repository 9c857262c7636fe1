; sm_20's own first PTX version is 2.0, but the .address_size directive
; tnvcc always writes came with PTX 2.3 (ptxas refuses it at 2.2).
; SM: 20
; CHECK: .version 2.3
; CHECK: .target sm_20
; CHECK: .address_size 64
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p) {
  store i32 1, ptr addrspace(1) %p
  ret void
}
