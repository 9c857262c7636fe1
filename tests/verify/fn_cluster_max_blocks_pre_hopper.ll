; ARGS: --sm 89
; a cluster maximum on sm_89
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k() "nvvm.maxclusterrank"="4" {
  ret void
}
