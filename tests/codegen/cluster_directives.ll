; Cluster launch directives (sm_90) from "nvvm.cluster_dim" /
; "nvvm.maxclusterrank" attributes and from cluster_dim_x/y/z annotations:
; .explicitcluster with .reqnctapercluster (as many dimensions as given),
; .maxclusterrank; all-zero dimensions mean the shape comes at launch.
; SM: 90
; CHECK: .version 7.8
; CHECK: .visible .entry shaped(
; CHECK: .explicitcluster
; CHECK: .reqnctapercluster 4, 2, 1
; CHECK: .visible .entry ranked(
; CHECK: .maxclusterrank 8
; CHECK: .visible .entry annotated(
; CHECK: .explicitcluster
; CHECK: .reqnctapercluster 2
; CHECK: .visible .entry at_launch(
; CHECK: .explicitcluster
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @shaped(ptr addrspace(1) %p) "nvvm.cluster_dim"="4,2,1" {
  ret void
}

define ptx_kernel void @ranked(ptr addrspace(1) %p) "nvvm.maxclusterrank"="8" {
  ret void
}

define void @annotated(ptr addrspace(1) %p) {
  ret void
}

define void @at_launch(ptr addrspace(1) %p) {
  ret void
}

!nvvm.annotations = !{!0, !1}
!0 = !{ptr @annotated, !"kernel", i32 1, !"cluster_dim_x", i32 2}
!1 = !{ptr @at_launch, !"kernel", i32 1, !"cluster_dim_x", i32 0, !"cluster_dim_y", i32 0, !"cluster_dim_z", i32 0}
