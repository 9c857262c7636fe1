; ARGS: --sm 90a
; malformed nvvm.* values
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k() "nvvm.maxntid"="128,x" "nvvm.cluster_dim"="1,2,3,4" {
  ret void
}
