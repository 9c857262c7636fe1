; What the fast-math flags allow.  fdiv is div.rn unless it carries afn
; (then div.approx); `arcp` alone changes nothing.  1.0 / x is rcp.rn
; (rcp.approx with afn).  llvm.sqrt with afn is sqrt.approx.  exp2, log2,
; sin, cos, tanh exist only as f32 approximations, used under afn; exp and
; log scale into ex2 / out of lg2 (as CUDA's __expf and __logf do).
; SM: 80
; CHECK: div.rn.f32 %f3, %f1, %f2;
; CHECK: div.rn.f32 %f4, %f1, %f2;
; CHECK: div.approx.f32 %f5, %f1, %f2;
; CHECK: div.approx.f32 %f6, %f1, %f2;
; CHECK: rcp.rn.f32 %f7, %f2;
; CHECK: rcp.approx.f32 %f8, %f2;
; CHECK: rcp.rn.f64
; CHECK: sqrt.rn.f32 %f9, %f1;
; CHECK: sqrt.approx.f32 %f10, %f1;
; CHECK: ex2.approx.f32 %f11, %f1;
; CHECK: lg2.approx.f32 %f12, %f1;
; CHECK: mul.rn.f32 %f13, %f1, 0f3FB8AA3B;
; CHECK: ex2.approx.f32 %f14, %f13;
; CHECK: mul.rn.f32 %f15, %f12, 0f3F317218;
; CHECK: sin.approx.f32
; CHECK: cos.approx.f32
; CHECK: tanh.approx.f32
; CHECK: mul.rn.f32 %f19, %f1, 0f40549A78;
; CHECK: mul.rn.f32 %f21, %f12, 0f3E9A209B;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, float %a, float %b, double %x) {
  %d0 = fdiv float %a, %b
  store volatile float %d0, ptr addrspace(1) %p
  %d1 = fdiv arcp float %a, %b
  store volatile float %d1, ptr addrspace(1) %p
  %d2 = fdiv afn float %a, %b
  store volatile float %d2, ptr addrspace(1) %p
  %d3 = fdiv fast float %a, %b
  store volatile float %d3, ptr addrspace(1) %p
  %r0 = fdiv float 1.0, %b
  store volatile float %r0, ptr addrspace(1) %p
  %r1 = fdiv afn float 1.0, %b
  store volatile float %r1, ptr addrspace(1) %p
  %r2 = fdiv double 1.0, %x
  store volatile double %r2, ptr addrspace(1) %p
  %s0 = call float @llvm.sqrt.f32(float %a)
  store volatile float %s0, ptr addrspace(1) %p
  %s1 = call afn float @llvm.sqrt.f32(float %a)
  store volatile float %s1, ptr addrspace(1) %p
  %e2 = call afn float @llvm.exp2.f32(float %a)
  store volatile float %e2, ptr addrspace(1) %p
  %l2 = call afn float @llvm.log2.f32(float %a)
  store volatile float %l2, ptr addrspace(1) %p
  %e = call fast float @llvm.exp.f32(float %a)
  store volatile float %e, ptr addrspace(1) %p
  %l = call afn float @llvm.log.f32(float %a)
  store volatile float %l, ptr addrspace(1) %p
  %sn = call afn float @llvm.sin.f32(float %a)
  store volatile float %sn, ptr addrspace(1) %p
  %cs = call afn float @llvm.cos.f32(float %a)
  store volatile float %cs, ptr addrspace(1) %p
  %th = call afn float @llvm.tanh.f32(float %a)
  store volatile float %th, ptr addrspace(1) %p
  %e10 = call afn float @llvm.exp10.f32(float %a)
  store volatile float %e10, ptr addrspace(1) %p
  %l10 = call afn float @llvm.log10.f32(float %a)
  store volatile float %l10, ptr addrspace(1) %p
  ret void
}
declare float @llvm.sqrt.f32(float)
declare float @llvm.exp2.f32(float)
declare float @llvm.log2.f32(float)
declare float @llvm.exp.f32(float)
declare float @llvm.log.f32(float)
declare float @llvm.sin.f32(float)
declare float @llvm.cos.f32(float)
declare float @llvm.tanh.f32(float)
declare float @llvm.exp10.f32(float)
declare float @llvm.log10.f32(float)
