; The .w components of the cluster registers (sm_90, PTX 7.8).
; SM: 90
; CHECK: mov.u32 %r1, %clusterid.w;
; CHECK: mov.u32 %r2, %nclusterid.w;
; CHECK: mov.u32 %r3, %cluster_ctaid.w;
; CHECK: mov.u32 %r4, %cluster_nctaid.w;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.clusterid.w()
declare i32 @llvm.nvvm.read.ptx.sreg.nclusterid.w()
declare i32 @llvm.nvvm.read.ptx.sreg.cluster.ctaid.w()
declare i32 @llvm.nvvm.read.ptx.sreg.cluster.nctaid.w()
define ptx_kernel void @k(ptr addrspace(1) %p) {
  %clusterid = call i32 @llvm.nvvm.read.ptx.sreg.clusterid.w()
  store volatile i32 %clusterid, ptr addrspace(1) %p
  %nclusterid = call i32 @llvm.nvvm.read.ptx.sreg.nclusterid.w()
  store volatile i32 %nclusterid, ptr addrspace(1) %p
  %cluster_ctaid = call i32 @llvm.nvvm.read.ptx.sreg.cluster.ctaid.w()
  store volatile i32 %cluster_ctaid, ptr addrspace(1) %p
  %cluster_nctaid = call i32 @llvm.nvvm.read.ptx.sreg.cluster.nctaid.w()
  store volatile i32 %cluster_nctaid, ptr addrspace(1) %p
  ret void
}
