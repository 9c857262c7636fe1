; getelementptr on vectors of pointers (isel/dag/dag_mem.c, dag_gep_parts):
; each lane is the scalar address arithmetic.  %a: a scalar base and a
; vector of i32 indices (each sign-extended, scaled by 4); %b: a vector of
; bases through a struct field (lane 1: 1 * 20 + 4 + 3 * 4 = 36); %c: a
; vector of constant byte offsets, folded into the accesses.
; SM: 80
; ARGS: -O3
; CHECK: mul.wide.s32 %rd5, %r1, 4;
; CHECK: add.s64 %rd6, %rd1, %rd5;
; CHECK: ld.global.f32 %f1, [%rd6+-4];
; CHECK: ld.global.f32 %f2, [%rd3+36];
; CHECK: st.global.u64 [%rd4+8], %rd6;
; CHECK: mul.wide.s32 %rd7, %r2, 4;
; CHECK: add.s64 %rd8, %rd1, %rd7;
; CHECK: st.global.u64 [%rd4+16], %rd8;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
%S = type { i32, [4 x float] }
define ptx_kernel void @k(ptr addrspace(1) %p, <2 x i32> %i, <2 x ptr addrspace(1)> %v, ptr addrspace(1) %out) {
  %a = getelementptr float, ptr addrspace(1) %p, <2 x i32> %i
  %b = getelementptr %S, <2 x ptr addrspace(1)> %v, i64 1, i32 1, <2 x i64> <i64 2, i64 3>
  %c = getelementptr i8, <2 x ptr addrspace(1)> %a, <2 x i64> <i64 -4, i64 8>
  %x0 = extractelement <2 x ptr addrspace(1)> %c, i32 0
  %x1 = extractelement <2 x ptr addrspace(1)> %b, i32 1
  %f0 = load float, ptr addrspace(1) %x0, align 4
  %f1 = load float, ptr addrspace(1) %x1, align 4
  %s = fadd float %f0, %f1
  store float %s, ptr addrspace(1) %out, align 4
  %pi = ptrtoint <2 x ptr addrspace(1)> %a to <2 x i64>
  %q = getelementptr inbounds i64, ptr addrspace(1) %out, i64 1
  store <2 x i64> %pi, ptr addrspace(1) %q, align 8
  ret void
}
