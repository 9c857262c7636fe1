; PTX cannot take both a fixed cluster shape and a maximum cluster rank
; (ptxas: conflicting directives); the verifier lets it through, the
; writer reports it at the kernel.
; SM: 90
; EXPECT-ERROR: unsupported: cluster launch directives of kernel '@both': a cluster shape and a maximum cluster rank cannot both be given
; EXPECT-LINE: 10
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @both(ptr addrspace(1) %p) "nvvm.cluster_dim"="2,1,1" "nvvm.maxclusterrank"="4" {
  ret void
}
