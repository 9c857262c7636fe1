; An index zext((X + C) + b) -- clang's unrolled loops write
; a[zext((i | 1) + row)], with `or disjoint` and `add nuw` -- is
; zext(X + b) + C when the outer sum has nuw (isel/dag/dag_mem.c,
; split_zext): the constant joins the access's offset and the unrolled
; loads share one address with the first, zext(i + row), at +4.  The
; constant may sit in either operand (+8 from row + (i + 2)).  Without
; nuw on the outer sum, or through a sext, the sums stay as written.
; Across blocks (ext_twin): a loop-invariant index ext(X + C) computed in
; the preheader, where ext(X) was computed too, is ext(X) at + C * 4 in
; the loop, so one shl and add serve the accesses that had one each
; (sext through add nsw: -4).
; SM: 80
; ARGS: -O3
; CHECK: .entry unrolled(
; CHECK: add.s32 %r3, %r1, %r2;
; CHECK: mul.wide.u32 %rd3, %r3, 4;
; CHECK: add.s64 %rd4, %rd1, %rd3;
; CHECK: ld.global.f32 %f1, [%rd4];
; CHECK: ld.global.f32 %f2, [%rd4+4];
; CHECK: add.s32 %r4, %r2, %r1;
; CHECK: ld.global.f32 %f3, [%rd6+8];
; CHECK: .entry kept(
; CHECK: or.b32 %r4, %r1, 1;
; CHECK: add.s32 %r5, %r4, %r2;
; CHECK: ld.global.f32 %f2, [%rd6];
; CHECK: mul.wide.s32 %rd7, %r5, 4;
; CHECK: ld.global.f32 %f3, [%rd8];
; CHECK: .entry invariant(
; CHECK: shl.b64 %rd10, %rd3, 2;
; CHECK: add.s64 %rd11, %rd9, %rd10;
; CHECK: shl.b64 %rd12, %rd6, 2;
; CHECK: add.s64 %rd13, %rd9, %rd12;
; CHECK: ld.global.f32 %f3, [%rd11];
; CHECK: ld.global.f32 %f4, [%rd11+4];
; CHECK: ld.global.f32 %f5, [%rd11+8];
; CHECK: ld.global.f32 %f6, [%rd13+-4];
; CHECK: ld.global.f32 %f7, [%rd13];
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @unrolled(ptr addrspace(1) %a, i32 %i, i32 %row, ptr addrspace(1) %out) {
  %s0 = add nuw nsw i32 %i, %row
  %z0 = zext nneg i32 %s0 to i64
  %p0 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %z0
  %x0 = load float, ptr addrspace(1) %p0, align 4
  %i1 = or disjoint i32 %i, 1
  %s1 = add nuw nsw i32 %i1, %row
  %z1 = zext nneg i32 %s1 to i64
  %p1 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %z1
  %x1 = load float, ptr addrspace(1) %p1, align 4
  %i2 = add nuw i32 %i, 2
  %s2 = add nuw i32 %row, %i2
  %z2 = zext i32 %s2 to i64
  %p2 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %z2
  %x2 = load float, ptr addrspace(1) %p2, align 4
  %y = fadd float %x0, %x1
  %y2 = fadd float %y, %x2
  store float %y2, ptr addrspace(1) %out, align 4
  ret void
}

; Without nuw on the outer sum, or through a sext, the sums stay apart.
define ptx_kernel void @kept(ptr addrspace(1) %a, i32 %i, i32 %row, ptr addrspace(1) %out) {
  %s0 = add i32 %i, %row
  %z0 = zext i32 %s0 to i64
  %p0 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %z0
  %x0 = load float, ptr addrspace(1) %p0, align 4
  %i1 = or disjoint i32 %i, 1
  %s1 = add i32 %i1, %row
  %z1 = zext i32 %s1 to i64
  %p1 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %z1
  %x1 = load float, ptr addrspace(1) %p1, align 4
  %s2 = add nsw i32 %i1, %row
  %z2 = sext i32 %s2 to i64
  %p2 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %z2
  %x2 = load float, ptr addrspace(1) %p2, align 4
  %y = fadd float %x0, %x1
  %y2 = fadd float %y, %x2
  store float %y2, ptr addrspace(1) %out, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; Loop-invariant indices from the preheader: the loop's loads use the
; twin zext(4t) at +4, +8 and +12 (the sext one at -4 through add nsw).
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
  %j = phi i32 [ 0, %entry ], [ %j1, %loop ]
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
  store float %acc3, ptr addrspace(1) %out, align 4
  ret void
}
