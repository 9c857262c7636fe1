; Forms libNVVM's verifier refuses (atomics only on generic, global or
; shared pointers; no cast between two specific spaces) but LLVM 20 and
; later accept for address space 7 (tnvcc's verifier too, for LLVM IR:
; the atomics with a -Wnvvm-compat warning): with --no-verify the
; selector writes the same PTX -- atom.shared::cluster, and casts between
; the CTA's and the cluster's shared windows through generic.
; SM: 90a
; ARGS: --no-verify
; CHECK: atom.relaxed.cluster.shared::cluster.add.u32 %r1, [%rd1], 1;
; CHECK: st.shared::cluster.u32 [%rd1+4], %r1;
; CHECK: cvta.shared::cluster.u64 %rd2, %rd1;
; CHECK: cvta.to.shared.u64 %rd3, %rd2;
; CHECK: st.shared.f32 [%rd3], %f1;
; CHECK: cvta.shared.u64 %rd5, %rd4;
; CHECK: cvta.to.shared::cluster.u64 %rd6, %rd5;
; CHECK: st.shared::cluster.f32 [%rd6], %f1;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [64 x i32] undef, align 4

define ptx_kernel void @casts(ptr addrspace(7) %q, float %x) {
  %old = atomicrmw add ptr addrspace(7) %q, i32 1 syncscope("cluster") monotonic
  %q1 = getelementptr inbounds i32, ptr addrspace(7) %q, i32 1
  store i32 %old, ptr addrspace(7) %q1, align 4
  %cta = addrspacecast ptr addrspace(7) %q to ptr addrspace(3)
  store float %x, ptr addrspace(3) %cta, align 4
  %up = addrspacecast ptr addrspace(3) @tile to ptr addrspace(7)
  store float %x, ptr addrspace(7) %up, align 4
  ret void
}
