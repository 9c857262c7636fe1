; A GEP index that is x + C leaves C to the access's constant offset
; (isel/dag/dag_mem.c, peel_constant): p[8*i | 1] with clang's `or
; disjoint` is [%rd+4] off the p[8*i] address, as llc writes it.  Through
; a sext the add must be nsw (or the or disjoint), through a zext nuw;
; at pointer width any add.  Without the flag the index keeps its add:
; the 32-bit sum may wrap, and sext(x + C) is then not sext(x) + C.
; SM: 80
; CHECK: .func flags(
; CHECK: shl.b32 %r3, %r1, 3;
; CHECK: mul.wide.s32 %rd3, %r3, 4;
; CHECK: add.s64 %rd4, %rd1, %rd3;
; CHECK: st.global.u32 [%rd4], 0;
; CHECK: st.global.u32 [%rd4+4], 1;
; CHECK: mul.wide.s32 %rd5, %r1, 4;
; CHECK: add.s64 %rd6, %rd1, %rd5;
; CHECK: st.global.u32 [%rd6+20], 2;
; CHECK: st.global.u32 [%rd6+-12], 3;
; CHECK: mul.wide.u32 %rd7, %r2, 4;
; CHECK: add.s64 %rd8, %rd1, %rd7;
; CHECK: st.global.u32 [%rd8+8], 4;
; CHECK: shl.b64 %rd9, %rd2, 2;
; CHECK: add.s64 %rd10, %rd1, %rd9;
; CHECK: st.global.u32 [%rd10+28], 5;
; CHECK: .func no_flags(
; CHECK: add.s32 %r3, %r1, 5;
; CHECK: mul.wide.s32 %rd2, %r3, 4;
; CHECK: or.b32 %r4, %r1, 1;
; CHECK: mul.wide.s32 %rd4, %r4, 4;
; CHECK: add.s32 %r5, %r2, 2;
; CHECK: mul.wide.u32 %rd6, %r5, 4;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @flags(ptr addrspace(1) %p, i32 %i, i32 %u, i64 %w) {
  %e = shl nsw i32 %i, 3
  %e64 = sext i32 %e to i64
  %a0 = getelementptr inbounds i32, ptr addrspace(1) %p, i64 %e64
  store i32 0, ptr addrspace(1) %a0, align 4
  %o = or disjoint i32 %e, 1
  %o64 = sext i32 %o to i64
  %a1 = getelementptr inbounds i32, ptr addrspace(1) %p, i64 %o64
  store i32 1, ptr addrspace(1) %a1, align 4
  %s = add nsw i32 %i, 5
  %s64 = sext i32 %s to i64
  %a2 = getelementptr inbounds i32, ptr addrspace(1) %p, i64 %s64
  store i32 2, ptr addrspace(1) %a2, align 4
  %m = add nsw i32 %i, -3
  %m64 = sext i32 %m to i64
  %a3 = getelementptr inbounds i32, ptr addrspace(1) %p, i64 %m64
  store i32 3, ptr addrspace(1) %a3, align 4
  %z = add nuw i32 %u, 2
  %z64 = zext i32 %z to i64
  %a4 = getelementptr inbounds i32, ptr addrspace(1) %p, i64 %z64
  store i32 4, ptr addrspace(1) %a4, align 4
  %w7 = add i64 %w, 7
  %a5 = getelementptr inbounds i32, ptr addrspace(1) %p, i64 %w7
  store i32 5, ptr addrspace(1) %a5, align 4
  ret void
}

define void @no_flags(ptr addrspace(1) %p, i32 %i, i32 %u) {
  %s = add i32 %i, 5
  %s64 = sext i32 %s to i64
  %a2 = getelementptr inbounds i32, ptr addrspace(1) %p, i64 %s64
  store i32 2, ptr addrspace(1) %a2, align 4
  %o = or i32 %i, 1
  %o64 = sext i32 %o to i64
  %a1 = getelementptr inbounds i32, ptr addrspace(1) %p, i64 %o64
  store i32 1, ptr addrspace(1) %a1, align 4
  %z = add nsw i32 %u, 2
  %z64 = zext i32 %z to i64
  %a4 = getelementptr inbounds i32, ptr addrspace(1) %p, i64 %z64
  store i32 4, ptr addrspace(1) %a4, align 4
  ret void
}
