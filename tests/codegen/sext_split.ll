; A signed index with a constant one level inside (isel/dag/dag_mem.c,
; split_sext): clang's unrolled loops index a[(i | 1) + row],
; a[(i | 2) + row], ... with `add nsw`.  nsw on both adds gives
; sext((i + C) + row) = sext(i) + sext(row) + C exactly, so the accesses
; share one address at byte offsets 4, 8 and -12 (the constant on either
; side of the sum, an or or an add), where each computed an or, an add,
; a mul.wide and an add.  The sum without a constant keeps its 32-bit
; add and mul.wide; the one without nsw (%x4) is left as written, since
; sext of a sum that may wrap is not the sum of the sexts.
; SM: 80
; ARGS: -O3
; CHECK: add.s32 %r3, %r1, %r2;
; CHECK: mul.wide.s32 %rd3, %r3, 4;
; CHECK: add.s64 %rd4, %rd1, %rd3;
; CHECK: ld.global.f32 %f1, [%rd4];
; CHECK: cvt.s64.s32 %rd5, %r1;
; CHECK: cvt.s64.s32 %rd6, %r2;
; CHECK: add.s64 %rd7, %rd5, %rd6;
; CHECK: shl.b64 %rd8, %rd7, 2;
; CHECK: add.s64 %rd9, %rd1, %rd8;
; CHECK: ld.global.f32 %f2, [%rd9+4];
; CHECK: ld.global.f32 %f3, [%rd9+8];
; CHECK: ld.global.f32 %f4, [%rd9+-12];
; CHECK: or.b32 %r4, %r1, 4;
; CHECK: add.s32 %r5, %r4, %r2;
; CHECK: mul.wide.s32 %rd10, %r5, 4;
; CHECK: add.s64 %rd11, %rd1, %rd10;
; CHECK: ld.global.f32 %f5, [%rd11];
; CHECK: add.rn.f32 %f6, %f1, %f2;
; CHECK: add.rn.f32 %f7, %f6, %f3;
; CHECK: add.rn.f32 %f8, %f7, %f4;
; CHECK: add.rn.f32 %f9, %f8, %f5;
; CHECK: st.global.f32 [%rd2], %f9;
; CHECK: ret;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @rowsum(ptr addrspace(1) %m, ptr addrspace(1) %out, i32 %i, i32 %row) {
  %x0 = add nsw i32 %i, %row
  %s0 = sext i32 %x0 to i64
  %p0 = getelementptr inbounds float, ptr addrspace(1) %m, i64 %s0
  %v0 = load float, ptr addrspace(1) %p0, align 4
  %o1 = or disjoint i32 %i, 1
  %x1 = add nsw i32 %o1, %row
  %s1 = sext i32 %x1 to i64
  %p1 = getelementptr inbounds float, ptr addrspace(1) %m, i64 %s1
  %v1 = load float, ptr addrspace(1) %p1, align 4
  %o2 = or disjoint i32 %i, 2
  %x2 = add nsw i32 %row, %o2
  %s2 = sext i32 %x2 to i64
  %p2 = getelementptr inbounds float, ptr addrspace(1) %m, i64 %s2
  %v2 = load float, ptr addrspace(1) %p2, align 4
  %a3 = add nsw i32 %i, -3
  %x3 = add nsw i32 %a3, %row
  %s3 = sext i32 %x3 to i64
  %p3 = getelementptr inbounds float, ptr addrspace(1) %m, i64 %s3
  %v3 = load float, ptr addrspace(1) %p3, align 4
  %o4 = or disjoint i32 %i, 4
  %x4 = add i32 %o4, %row
  %s4 = sext i32 %x4 to i64
  %p4 = getelementptr inbounds float, ptr addrspace(1) %m, i64 %s4
  %v4 = load float, ptr addrspace(1) %p4, align 4
  %t0 = fadd float %v0, %v1
  %t1 = fadd float %t0, %v2
  %t2 = fadd float %t1, %v3
  %t3 = fadd float %t2, %v4
  store float %t3, ptr addrspace(1) %out, align 4
  ret void
}
