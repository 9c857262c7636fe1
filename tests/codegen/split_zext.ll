; An index zext((X + C) + b) -- clang's unrolled loops write
; a[zext((i | 1) + row)], with `or disjoint` and `add nuw` -- is
; zext(X + b) + C when the outer sum has nuw (isel/dag/dag_mem.c,
; split_zext): the constant joins the access's offset and the unrolled
; loads share one address with the first, zext(i + row), at +4.  The
; constant may sit in either operand (+8 from row + (i + 2)).  Without
; nuw on the outer sum, or through a sext, the sums stay as written.
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
