; Pass "ld-vec" (isel/dag/ldvec.c): neighbouring scalar loads of a block
; from one base plus constant offsets become one vector load when the
; first one's address is aligned to the whole group -- in any order
; (@four reads elements 0, 2, 1, 3; each value is still its own element),
; 64-bit pairs (@two64), pairs where only 8 bytes of alignment are known
; (@pairs), a group whose first load in program order is not element 0
; (@reversed: placed there, addressed from element 0).  Not across a
; store (@store_between), not below the group's alignment and never
; volatile (@no_group).
; SM: 80
; CHECK: .visible .entry four(
; CHECK: ld.global.v4.f32 {%f1, %f2, %f3, %f4}, [%rd1];
; CHECK: sub.rn.f32 %f5, %f1, %f2;
; CHECK: sub.rn.f32 %f6, %f3, %f4;
; CHECK: mul.rn.f32 %f7, %f5, %f6;
; CHECK: .visible .entry two64(
; CHECK: ld.global.v2.u64 {%rd3, %rd4}, [%rd1];
; CHECK: sub.s64 %rd5, %rd3, %rd4;
; CHECK: .visible .entry pairs(
; CHECK: ld.global.v2.u32 {%r1, %r2}, [%rd1];
; CHECK: ld.global.v2.u32 {%r3, %r4}, [%rd1+8];
; CHECK: sub.s32 %r5, %r1, %r2;
; CHECK: sub.s32 %r6, %r3, %r4;
; CHECK: .visible .entry store_between(
; CHECK: ld.global.u32 %r1, [%rd1];
; CHECK: st.global.u32 [%rd2], 7;
; CHECK: ld.global.u32 %r2, [%rd1+4];
; CHECK: .visible .entry no_group(
; CHECK: ld.global.u32 %r1, [%rd1];
; CHECK: ld.global.u32 %r2, [%rd1+4];
; CHECK: ld.volatile.global.u32 %r3, [%rd1];
; CHECK: ld.volatile.global.u32 %r4, [%rd1+4];
; CHECK: .visible .entry reversed(
; CHECK: ld.global.v4.u32 {%r1, %r2, %r3, %r4}, [%rd1];
; CHECK: sub.s32 %r5, %r1, %r2;
; CHECK: sub.s32 %r6, %r3, %r4;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; four floats from a 16-byte aligned address, read out of order
define ptx_kernel void @four(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %p1 = getelementptr inbounds i8, ptr addrspace(1) %in, i64 4
  %p2 = getelementptr inbounds i8, ptr addrspace(1) %in, i64 8
  %p3 = getelementptr inbounds i8, ptr addrspace(1) %in, i64 12
  %a = load float, ptr addrspace(1) %in, align 16
  %c = load float, ptr addrspace(1) %p2, align 8
  %b = load float, ptr addrspace(1) %p1, align 4
  %d = load float, ptr addrspace(1) %p3, align 4
  %s1 = fsub float %a, %b
  %s2 = fsub float %c, %d
  %s = fmul float %s1, %s2
  store float %s, ptr addrspace(1) %out, align 4
  ret void
}

; two i64 from a 16-byte aligned address: .v2.u64
define ptx_kernel void @two64(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %p1 = getelementptr inbounds i64, ptr addrspace(1) %in, i64 1
  %a = load i64, ptr addrspace(1) %in, align 16
  %b = load i64, ptr addrspace(1) %p1, align 8
  %s = sub i64 %a, %b
  store i64 %s, ptr addrspace(1) %out, align 8
  ret void
}

; only 8-byte alignment: a pair, then a pair
define ptx_kernel void @pairs(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 1
  %p2 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 2
  %p3 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 3
  %a = load i32, ptr addrspace(1) %in, align 8
  %b = load i32, ptr addrspace(1) %p1, align 4
  %c = load i32, ptr addrspace(1) %p2, align 8
  %d = load i32, ptr addrspace(1) %p3, align 4
  %s1 = sub i32 %a, %b
  %s2 = sub i32 %c, %d
  %s = mul i32 %s1, %s2
  store i32 %s, ptr addrspace(1) %out, align 4
  ret void
}

; a store between the loads may write what the second one reads: no group
define ptx_kernel void @store_between(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 1
  %a = load i32, ptr addrspace(1) %in, align 8
  store i32 7, ptr addrspace(1) %out, align 4
  %b = load i32, ptr addrspace(1) %p1, align 4
  %s = sub i32 %a, %b
  store i32 %s, ptr addrspace(1) %out, align 4
  ret void
}

; alignment 4 only, and a volatile pair: no group
define ptx_kernel void @no_group(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 1
  %a = load i32, ptr addrspace(1) %in, align 4
  %b = load i32, ptr addrspace(1) %p1, align 4
  %va = load volatile i32, ptr addrspace(1) %in, align 8
  %vb = load volatile i32, ptr addrspace(1) %p1, align 4
  %s = sub i32 %a, %b
  %t = sub i32 %va, %vb
  %u = mul i32 %s, %t
  store i32 %u, ptr addrspace(1) %out, align 4
  ret void
}

; the first load in program order reads element 3: the group starts at
; element 0, whose own load says it is 16-byte aligned
define ptx_kernel void @reversed(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %p1 = getelementptr inbounds i8, ptr addrspace(1) %in, i64 4
  %p2 = getelementptr inbounds i8, ptr addrspace(1) %in, i64 8
  %p3 = getelementptr inbounds i8, ptr addrspace(1) %in, i64 12
  %d = load i32, ptr addrspace(1) %p3, align 4
  %c = load i32, ptr addrspace(1) %p2, align 8
  %b = load i32, ptr addrspace(1) %p1, align 4
  %a = load i32, ptr addrspace(1) %in, align 16
  %s1 = sub i32 %a, %b
  %s2 = sub i32 %c, %d
  %s = mul i32 %s1, %s2
  store i32 %s, ptr addrspace(1) %out, align 4
  ret void
}
