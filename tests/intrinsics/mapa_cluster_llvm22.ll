; LLVM 21 made llvm.nvvm.mapa.shared.cluster return a .shared::cluster
; pointer (addrspace(7)), and LLVM's AutoUpgrade casts the result back to
; addrspace(3) for a module written before, whose loads and stores through
; it reach the other CTA.  Such a cast keeps the cluster address (cvta to
; generic and back to the CTA window would not hold another CTA's
; address), and the accesses use the cluster window, as for LLVM 19's
; form.  A cast between the two spaces of a pointer not from mapa still
; goes through the generic space.
; SM: 90a
; CHECK: .visible .entry peer(
; CHECK: ld.param.u64 %rd1, [peer_param_0];
; CHECK: ld.param.u32 %r1, [peer_param_1];
; CHECK: mov.u64 %rd2, tile;
; CHECK: mapa.shared::cluster.u64 %rd3, %rd2, %r1;
; CHECK: ld.shared::cluster.u32 %r2, [%rd3];
; CHECK: st.shared::cluster.u32 [%rd3+4], %r2;
; CHECK: st.global.u32 [%rd1], %r2;
; CHECK: .visible .entry round_trip(
; CHECK: cvta.shared.u64
; CHECK: cvta.to.shared::cluster.u64
; CHECK: cvta.shared::cluster.u64
; CHECK: cvta.to.shared.u64
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@tile = internal addrspace(3) global [32 x i32] undef, align 4
declare ptr addrspace(7) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3), i32)
define ptx_kernel void @peer(ptr addrspace(1) %out, i32 %rank) {
  %remote = call ptr addrspace(7) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) @tile, i32 %rank)
  %p = addrspacecast ptr addrspace(7) %remote to ptr addrspace(3)
  %v = load i32, ptr addrspace(3) %p, align 4
  %q = getelementptr i32, ptr addrspace(3) %p, i32 1
  store i32 %v, ptr addrspace(3) %q, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}
define ptx_kernel void @round_trip(ptr addrspace(1) %out, i32 %i) {
  %e = getelementptr i32, ptr addrspace(3) @tile, i32 %i
  %c = addrspacecast ptr addrspace(3) %e to ptr addrspace(7)
  %b = addrspacecast ptr addrspace(7) %c to ptr addrspace(3)
  %v = load volatile i32, ptr addrspace(3) %b, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}
