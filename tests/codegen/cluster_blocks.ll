; "nvvm.blocksareclusters" (the grid is counted in clusters) is the PTX 9.0
; directive .blocksareclusters instead of .explicitcluster.
; SM: 90
; CHECK: .version 9.0
; CHECK: .visible .entry tiles(
; CHECK: .reqntid 256
; CHECK: .blocksareclusters
; CHECK: .reqnctapercluster 2, 2
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @tiles(ptr addrspace(1) %p) "nvvm.blocksareclusters" "nvvm.reqntid"="256" "nvvm.cluster_dim"="2,2" {
  ret void
}
