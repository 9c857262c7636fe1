; frem on half and bfloat: each lane widened to f32 (exact), the f32
; expansion a - trunc(a / b) * b (fused; a itself when b is infinite),
; then rounded back -- LLVM's NVPTX back end promotes them the same way.
; SM: 80
; CHECK: cvt.f32.f16 %f1, %rs1;
; CHECK: cvt.f32.f16 %f2, %rs2;
; CHECK: abs.f32 %f3, %f2;
; CHECK: setp.eq.f32 %p1, %f3, 0f7F800000;
; CHECK: div.rn.f32 %f4, %f1, %f2;
; CHECK: cvt.rzi.f32.f32 %f5, %f4;
; CHECK: neg.f32 %f6, %f5;
; CHECK: fma.rn.f32 %f7, %f6, %f2, %f1;
; CHECK: selp.f32 %f8, %f1, %f7, %p1;
; CHECK: cvt.rn.f16.f32 %rs5, %f8;
; CHECK: st.global.b16 [%rd1], %rs5;
; CHECK: cvt.f32.bf16 %f9, %rs3;
; CHECK: cvt.rn.bf16.f32 %rs6, %f16;
; CHECK: st.global.b16 [%rd1+2], %rs6;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, half %a, half %b, bfloat %c, bfloat %d) {
  %r = frem half %a, %b
  store half %r, ptr addrspace(1) %p
  %s = frem bfloat %c, %d
  %q = getelementptr inbounds half, ptr addrspace(1) %p, i64 1
  store bfloat %s, ptr addrspace(1) %q
  ret void
}
