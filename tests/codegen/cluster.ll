; Thread-block clusters (sm_90): barrier.cluster, mapa, getctarank,
; isspacep.shared::cluster, %is_explicit_cluster, fence.sc.cluster, and
; distributed shared memory through both typings of a remote pointer.
; SM: 90a
; CHECK-NOT: ld.shared.u32
; CHECK: st.shared.u32 [tile], %r1;
; CHECK: barrier.cluster.arrive.relaxed.aligned;
; CHECK: barrier.cluster.wait.aligned;
; CHECK: mapa.shared::cluster.u64 %rd3, %rd5, %r1;
; CHECK: getctarank.shared::cluster.u64 %r3, %rd3;
; CHECK: ld.shared::cluster.u32 %r5, [%rd3];
; CHECK: red.relaxed.cluster.shared::cluster.add.u32 [%rd3], %r5;
; CHECK: fence.sc.cluster;
; CHECK: ld.shared::cluster.f32 %f1, [%rd1];
; CHECK: st.shared::cluster.f32 [%rd1+16], %f1;
; CHECK: ld.shared::cluster.u32 %r1, [%rd1+16];
; CHECK: cvta.to.shared::cluster.u64 %rd4, %rd2;
; CHECK: st.shared::cluster.u32 [%rd4], %r1;
; CHECK: cvta.shared::cluster.u64 %rd5, %rd1;
; CHECK: isspacep.shared::cluster %p1, %rd6;
; CHECK: mov.pred %p2, %is_explicit_cluster;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [64 x i32] undef, align 4

declare ptr @llvm.nvvm.mapa(ptr, i32)
declare ptr addrspace(3) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3), i32)
declare i32 @llvm.nvvm.getctarank(ptr)
declare i32 @llvm.nvvm.getctarank.shared.cluster(ptr addrspace(3))
declare i1 @llvm.nvvm.isspacep.shared.cluster(ptr)
declare i1 @llvm.nvvm.is_explicit_cluster()
declare void @llvm.nvvm.barrier.cluster.arrive.relaxed.aligned()
declare void @llvm.nvvm.barrier.cluster.wait.aligned()
declare void @llvm.nvvm.fence.sc.cluster()

; Distributed shared memory, the LLVM 19 way: the mapped pointer is typed
; addrspace(3), yet it addresses another CTA's shared memory, so every
; access through it (here after a GEP and a PHI) is .shared::cluster;
; the plain shared store stays .shared.
define ptx_kernel void @dsmem(i32 %peer, i32 %n, ptr addrspace(1) %out) {
entry:
  store i32 %peer, ptr addrspace(3) @tile, align 4
  call void @llvm.nvvm.barrier.cluster.arrive.relaxed.aligned()
  call void @llvm.nvvm.barrier.cluster.wait.aligned()
  %remote = call ptr addrspace(3) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) @tile, i32 %peer)
  %rank = call i32 @llvm.nvvm.getctarank.shared.cluster(ptr addrspace(3) %remote)
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %p = phi ptr addrspace(3) [ %remote, %entry ], [ %p.next, %loop ]
  %v = load i32, ptr addrspace(3) %p, align 4
  %old = atomicrmw add ptr addrspace(3) %p, i32 %v syncscope("cluster") monotonic
  %p.next = getelementptr inbounds i32, ptr addrspace(3) %p, i32 1
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, %n
  br i1 %more, label %loop, label %done

done:
  %s = add i32 %v, %rank
  store i32 %s, ptr addrspace(1) %out, align 4
  call void @llvm.nvvm.fence.sc.cluster()
  ret void
}

; Address space 7 itself (LLVM 20 on): loads and stores are
; .shared::cluster, casts to and from generic are cvta.
define ptx_kernel void @space7(ptr addrspace(7) %q, ptr %g, ptr addrspace(1) %out) {
  %x = load float, ptr addrspace(7) %q, align 4
  %q4 = getelementptr inbounds float, ptr addrspace(7) %q, i32 4
  store float %x, ptr addrspace(7) %q4, align 4
  %old = load i32, ptr addrspace(7) %q4, align 4
  %gen = addrspacecast ptr addrspace(7) %q to ptr
  %back = addrspacecast ptr %g to ptr addrspace(7)
  store i32 %old, ptr addrspace(7) %back, align 4
  %m = call ptr @llvm.nvvm.mapa(ptr %gen, i32 1)
  %r = call i32 @llvm.nvvm.getctarank(ptr %m)
  %isc = call i1 @llvm.nvvm.isspacep.shared.cluster(ptr %m)
  %exp = call i1 @llvm.nvvm.is_explicit_cluster()
  %both = and i1 %isc, %exp
  %z = zext i1 %both to i32
  %sum = add i32 %r, %z
  store i32 %sum, ptr addrspace(1) %out, align 4
  ret void
}
