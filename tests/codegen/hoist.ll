; Pass hoist (ir/hoist.c): addresses in several blocks that differ only
; in a constant get one base, computed in the block that dominates them
; all; each access adds its constant as [reg+offset].
;   @tile_rows:   clang's unrolled tile load: rows ty, ty+1 (add nuw) and
;                 ty|2 (or disjoint) of a __shared__ tile, each behind its
;                 own check: one base tile + ty*132 + tx*4 before the first
;                 check, stores at +0, +132, +264;
;   @signed_rows: sext of nsw sums (i - 1, i + 3) and 64-bit sums (j + 5,
;                 j - 2) in two guarded blocks, one after the other: one
;                 base each, offsets -4 and +12, +40 and -16;
;   @kept:        no base shared: zext of a sum without nuw (it may wrap),
;                 sext of one without nsw; and an address in a loop beside
;                 one after it, whose common dominator is the loop header
;                 (the base would be computed on every trip);
;   @arms:        kept: the two arms of an if/else (a run passes one, and
;                 computes one address either way).
; SM: 80
; ARGS: -O3
; CHECK: .entry tile_rows(
; CHECK: mul.wide.u32 %rd4, %r2, 132;
; CHECK: mul.wide.u32 %rd5, %r3, 4;
; CHECK: add.s64 %rd10, %rd9, %rd4;
; CHECK: add.s64 %rd3, %rd10, %rd5;
; CHECK: @!%p1 bra $L__BB0_2;
; CHECK: st.shared.f32 [%rd3], %f1;
; CHECK: st.shared.f32 [%rd3+132], %f1;
; CHECK: st.shared.f32 [%rd3+264], %f1;
; CHECK: .entry signed_rows(
; CHECK: mul.wide.s32 %rd5, %r1, 4;
; CHECK: add.s64 %rd3, %rd1, %rd5;
; CHECK: shl.b64 %rd6, %rd2, 3;
; CHECK: add.s64 %rd4, %rd1, %rd6;
; CHECK: @!%p1 bra $L__BB1_2;
; CHECK: st.global.u32 [%rd3+-4], 1;
; CHECK: st.global.u64 [%rd4+40], 7;
; CHECK: @!%p2 bra $L__BB1_4;
; CHECK: st.global.u32 [%rd3+12], 2;
; CHECK: st.global.u64 [%rd4+-16], 8;
; CHECK: .entry kept(
; CHECK: @!%p1 bra $L__BB2_2;
; CHECK: add.s32 %r5, %r1, 1;
; CHECK: mul.wide.u32 %rd2, %r5, 4;
; CHECK: st.global.u32 [%rd3], 1;
; CHECK: add.s32 %r6, %r1, 2;
; CHECK: mul.wide.s32 %rd4, %r6, 4;
; CHECK: st.global.u32 [%rd5], 3;
; CHECK: add.s32 %r7, %r1, 9;
; CHECK: mul.wide.u32 %rd6, %r7, 4;
; CHECK: st.global.u32 [%rd7], 2;
; CHECK: add.s32 %r8, %r1, 10;
; CHECK: mul.wide.s32 %rd8, %r8, 4;
; CHECK: st.global.u32 [%rd9], 4;
; CHECK: mul.wide.u32 %rd10, %r1, 4;
; CHECK: st.global.u32 [%rd11], %r3;
; CHECK: mul.wide.u32 %rd12, %r1, 4;
; CHECK: st.global.u32 [%rd13+4], %r3;
; CHECK: .entry arms(
; CHECK: @!%p1 bra $L__BB3_2;
; CHECK: shl.b64 %rd3, %rd2, 2;
; CHECK: st.global.u32 [%rd4+4], 1;
; CHECK: shl.b64 %rd5, %rd2, 2;
; CHECK: st.global.u32 [%rd6+8], 2;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [4 x [33 x float]] undef, align 4

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()

; clang's unrolled tile load: rows ty, ty+1, ty+2 behind their own checks
define ptx_kernel void @tile_rows(ptr addrspace(1) %in, i32 %h) {
entry:
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %x = zext nneg i32 %tx to i64
  %v = load float, ptr addrspace(1) %in, align 4
  %c0 = icmp slt i32 %ty, %h
  br i1 %c0, label %r0, label %n1
r0:
  %y0 = zext nneg i32 %ty to i64
  %p0 = getelementptr inbounds [4 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 0, i64 %y0, i64 %x
  store float %v, ptr %p0, align 4
  br label %n1
n1:
  %ty1 = add nuw nsw i32 %ty, 1
  %c1 = icmp slt i32 %ty1, %h
  br i1 %c1, label %r1, label %n2
r1:
  %y1 = zext nneg i32 %ty1 to i64
  %p1 = getelementptr inbounds [4 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 0, i64 %y1, i64 %x
  store float %v, ptr %p1, align 4
  br label %n2
n2:
  %ty2 = or disjoint i32 %ty, 2
  %c2 = icmp slt i32 %ty2, %h
  br i1 %c2, label %r2, label %done
r2:
  %y2 = zext nneg i32 %ty2 to i64
  %p2 = getelementptr inbounds [4 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 0, i64 %y2, i64 %x
  store float %v, ptr %p2, align 4
  br label %done
done:
  ret void
}

; sext (i + C) with nsw, and a 64-bit i + C, in two guarded blocks one
; after the other: one base each
define ptx_kernel void @signed_rows(ptr addrspace(1) %out, i32 %i, i64 %j, i1 zeroext %a, i1 zeroext %b) {
entry:
  br i1 %a, label %l, label %mid
l:
  %s1 = add nsw i32 %i, -1
  %e1 = sext i32 %s1 to i64
  %q1 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %e1
  store i32 1, ptr addrspace(1) %q1, align 4
  %j1 = add i64 %j, 5
  %w1 = getelementptr inbounds i64, ptr addrspace(1) %out, i64 %j1
  store i64 7, ptr addrspace(1) %w1, align 8
  br label %mid
mid:
  br i1 %b, label %r, label %m
r:
  %s2 = add nsw i32 %i, 3
  %e2 = sext i32 %s2 to i64
  %q2 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %e2
  store i32 2, ptr addrspace(1) %q2, align 4
  %j2 = sub i64 %j, 2
  %w2 = getelementptr inbounds i64, ptr addrspace(1) %out, i64 %j2
  store i64 8, ptr addrspace(1) %w2, align 8
  br label %m
m:
  ret void
}

; kept: zext of a sum that may wrap (no nuw), sext of one without nsw;
; a group whose common dominator is a loop the second access is outside of
define ptx_kernel void @kept(ptr addrspace(1) %out, i32 %i, i32 %n, i1 zeroext %a) {
entry:
  br i1 %a, label %l, label %r
l:
  %s1 = add i32 %i, 1
  %z1 = zext i32 %s1 to i64
  %q1 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %z1
  store i32 1, ptr addrspace(1) %q1, align 4
  %t1 = add i32 %i, 2
  %x1 = sext i32 %t1 to i64
  %u1 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %x1
  store i32 3, ptr addrspace(1) %u1, align 4
  br label %loop
r:
  %s2 = add i32 %i, 9
  %z2 = zext i32 %s2 to i64
  %q2 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %z2
  store i32 2, ptr addrspace(1) %q2, align 4
  %t2 = add i32 %i, 10
  %x2 = sext i32 %t2 to i64
  %u2 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %x2
  store i32 4, ptr addrspace(1) %u2, align 4
  br label %loop
loop:
  %k = phi i32 [ 0, %l ], [ 0, %r ], [ %k1, %body ]
  %k1 = add nuw nsw i32 %k, 1
  %c = icmp slt i32 %k1, %n
  br i1 %c, label %body, label %exit
body:
  %zi = zext i32 %i to i64
  %g1 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %zi
  store i32 %k, ptr addrspace(1) %g1, align 4
  br label %loop
exit:
  %zi2 = zext i32 %i to i64
  %g2 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %zi2
  %g3 = getelementptr inbounds i32, ptr addrspace(1) %g2, i64 1
  store i32 %k, ptr addrspace(1) %g3, align 4
  ret void
}

; kept: the arms of an if/else, which one run never passes both of
define ptx_kernel void @arms(ptr addrspace(1) %out, i64 %x, i1 zeroext %a) {
entry:
  br i1 %a, label %t, label %f
t:
  %x1 = add i64 %x, 1
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %x1
  store i32 1, ptr addrspace(1) %p1, align 4
  ret void
f:
  %x2 = add i64 %x, 2
  %p2 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %x2
  store i32 2, ptr addrspace(1) %p2, align 4
  ret void
}
