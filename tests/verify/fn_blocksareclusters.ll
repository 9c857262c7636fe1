; ARGS: --sm 90a
; nvvm.blocksareclusters without nvvm.reqntid
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k() "nvvm.cluster_dim"="2,1,1" "nvvm.blocksareclusters" {
  ret void
}
