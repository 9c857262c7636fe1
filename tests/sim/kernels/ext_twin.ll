; tests/sim/kernels/ext_twin.ll -- loop-invariant indices from the
; preheader, zext(4t | 1), zext(4t | 2) and sext(4t - 1), which tnvcc
; reads in the loop as zext(4t) or sext(4t) plus a constant offset
; (isel/dag/dag_mem.c, ext_twin): the sums must be llc-19's.  The loop
; starts at row 1, so that 4t - 1 stays inside the buffer for t = 0.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define ptx_kernel void @invariant(ptr addrspace(1) %a, i32 %n, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t4 = shl nuw nsw i32 %t, 2
  %z0 = zext nneg i32 %t4 to i64
  %o1 = or disjoint i32 %t4, 1
  %z1 = zext nneg i32 %o1 to i64
  %o2 = or disjoint i32 %t4, 2
  %z2 = zext nneg i32 %o2 to i64
  %s0 = sext i32 %t4 to i64
  %m1 = add nsw i32 %t4, -1
  %s1 = sext i32 %m1 to i64
  br label %loop

loop:
  %j = phi i32 [ 1, %entry ], [ %j1, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc3, %loop ]
  %row = mul i32 %j, 64
  %rz = zext i32 %row to i64
  %r = getelementptr inbounds float, ptr addrspace(1) %a, i64 %rz
  %p0 = getelementptr inbounds float, ptr addrspace(1) %r, i64 %z0
  %p1 = getelementptr inbounds float, ptr addrspace(1) %r, i64 %z1
  %p2 = getelementptr inbounds float, ptr addrspace(1) %r, i64 %z2
  %p3 = getelementptr inbounds float, ptr addrspace(1) %r, i64 %s1
  %p4 = getelementptr inbounds float, ptr addrspace(1) %r, i64 %s0
  %x0 = load float, ptr addrspace(1) %p0, align 4
  %x1 = load float, ptr addrspace(1) %p1, align 4
  %x2 = load float, ptr addrspace(1) %p2, align 4
  %x3 = load float, ptr addrspace(1) %p3, align 4
  %x4 = load float, ptr addrspace(1) %p4, align 4
  %acc0 = fadd float %acc, %x0
  %acc1 = fadd float %acc0, %x1
  %acc2 = fadd float %acc1, %x2
  %acc2b = fadd float %acc2, %x3
  %acc3 = fadd float %acc2b, %x4
  %j1 = add i32 %j, 1
  %done = icmp eq i32 %j1, %n
  br i1 %done, label %exit, label %loop

exit:
  %po = getelementptr inbounds float, ptr addrspace(1) %out, i64 %z0
  store float %acc3, ptr addrspace(1) %po, align 4
  ret void
}
