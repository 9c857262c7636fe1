; A cluster-scope atomic or fence before sm_90: every CTA is then a cluster
; of its own, so the cluster scope is the CTA's, and the code uses .cta,
; as LLVM 22 does (LLVM 22's atomicrmw-sm70.ll writes them for sm_70).
; The explicit llvm.nvvm.fence.sc.cluster stays a located error
; (fence_cluster_sm80.ll): it names a PTX instruction sm_80 lacks.
; SM: 80
; ARGS: -O3
; CHECK: .visible .entry k(
; CHECK: atom.relaxed.cta.global.add.u32 %r1, [%rd1], 1;
; CHECK: fence.acq_rel.cta;
; CHECK: fence.sc.cta;
; CHECK: atom.acquire.cta.global.exch.b32
; CHECK-NOT: cluster
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p) {
  %old = atomicrmw add ptr addrspace(1) %p, i32 1 syncscope("cluster") monotonic
  store i32 %old, ptr addrspace(1) %p
  fence syncscope("cluster") acq_rel
  %x = atomicrmw xchg ptr addrspace(1) %p, i32 %old syncscope("cluster") seq_cst
  store i32 %x, ptr addrspace(1) %p
  ret void
}
