; Pass "st-vec" (isel/dag/ldvec.c): stores of elements 0..3 (or 0..1) of
; one base, aligned to the group, become one vector store, emitted where
; the last of them is, since a later value may be computed between the
; stores (@four: %y and %z); a constant element goes through a register.
; 64-bit pairs too (@two64).  Not across a load, which may read what the
; delayed store writes (@load_between); not three of four elements
; (@three: a pair would be stored after the third element's store).
; SM: 80
; CHECK: .visible .entry four(
; CHECK: add.rn.f32 %f2, %f1, 0f3F800000;
; CHECK: mul.rn.f32 %f3, %f2, 0f40400000;
; CHECK: mov.f32 %f4, 0f40000000;
; CHECK: st.global.v4.f32 [%rd1], {%f1, %f2, %f3, %f4};
; CHECK: .visible .entry two64(
; CHECK: st.global.v2.u64 [%rd1], {%rd2, %rd3};
; CHECK: .visible .entry load_between(
; CHECK: st.global.u32 [%rd1], %r1;
; CHECK: ld.global.u32 %r2, [%rd2];
; CHECK: st.global.u32 [%rd1+4], %r2;
; CHECK: .visible .entry three(
; CHECK: st.global.u32 [%rd1], %r1;
; CHECK: st.global.u32 [%rd1+4], %r1;
; CHECK: st.global.u32 [%rd1+8], %r1;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; four floats to a 16-byte aligned address; the last value is computed
; between the stores
define ptx_kernel void @four(ptr addrspace(1) %out, float %x) {
  %p1 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 4
  %p2 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 8
  %p3 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 12
  store float %x, ptr addrspace(1) %out, align 16
  %y = fadd float %x, 1.0
  store float %y, ptr addrspace(1) %p1, align 4
  %z = fmul float %y, 3.0
  store float %z, ptr addrspace(1) %p2, align 8
  store float 2.0, ptr addrspace(1) %p3, align 4
  ret void
}

; a pair of i64
define ptx_kernel void @two64(ptr addrspace(1) %out, i64 %a, i64 %b) {
  %p1 = getelementptr inbounds i64, ptr addrspace(1) %out, i64 1
  store i64 %a, ptr addrspace(1) %out, align 16
  store i64 %b, ptr addrspace(1) %p1, align 8
  ret void
}

; a load between: it may read what the first store wrote -- no group
define ptx_kernel void @load_between(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %a) {
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 1
  store i32 %a, ptr addrspace(1) %out, align 8
  %v = load i32, ptr addrspace(1) %in, align 4
  store i32 %v, ptr addrspace(1) %p1, align 4
  ret void
}

; three of four elements: no group (a pair would leave the third behind)
define ptx_kernel void @three(ptr addrspace(1) %out, i32 %a) {
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 1
  %p2 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 2
  store i32 %a, ptr addrspace(1) %out, align 16
  store i32 %a, ptr addrspace(1) %p1, align 4
  store i32 %a, ptr addrspace(1) %p2, align 8
  ret void
}
