; Vectors: a 16-byte aligned <4 x float> is one ld.global.v4 / st.global.v4
; (selector layer 2); arithmetic is element-wise; shufflevector and
; extractelement with a constant index only pick registers; a run-time
; index becomes selects; a <3 x float> is three scalar accesses.
; SM: 90a
; CHECK: ld.global.v4.f32 {%f1, %f2, %f3, %f4}, [%rd1];
; CHECK: mul.rn.f32
; CHECK: st.global.v4.f32 [%rd1+16], {
; CHECK: setp.eq.s32
; CHECK: selp.f32
; CHECK: ld.global.f32 %f
; CHECK-NOT: ld.global.v4.f32 {%f1, %f2, %f3, %f4}, [%rd1+32];
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, i32 %i) {
  %v = load <4 x float>, ptr addrspace(1) %p, align 16
  %d = fmul <4 x float> %v, <float 2.0, float 2.0, float 2.0, float 2.0>
  %r = shufflevector <4 x float> %d, <4 x float> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %q = getelementptr <4 x float>, ptr addrspace(1) %p, i64 1
  store <4 x float> %r, ptr addrspace(1) %q, align 16
  %e = extractelement <4 x float> %r, i32 %i
  %q2 = getelementptr float, ptr addrspace(1) %p, i64 8
  store float %e, ptr addrspace(1) %q2, align 4
  %q3 = getelementptr float, ptr addrspace(1) %p, i64 12
  %w = load <3 x float>, ptr addrspace(1) %q3, align 4
  %w1 = extractelement <3 x float> %w, i32 1
  store float %w1, ptr addrspace(1) %q3, align 4
  ret void
}
