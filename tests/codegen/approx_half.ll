; llvm.sin/llvm.cos on half and bfloat where approximation is allowed --
; by the call's afn flag, or by the function's "unsafe-fp-math"="true"
; (what LLVM's f16 tests and older clang -ffast-math write): widened to
; f32, sin.approx.f32 / cos.approx.f32, rounded back, as LLVM promotes.
; SM: 80
; CHECK: cvt.f32.f16 %f1, %rs1;
; CHECK: sin.approx.f32 %f2, %f1;
; CHECK: cvt.rn.f16.f32 %rs3, %f2;
; CHECK: st.global.b16 [%rd1], %rs3;
; CHECK: cvt.f32.bf16 %f3, %rs2;
; CHECK: cos.approx.f32 %f4, %f3;
; CHECK: cvt.rn.bf16.f32 %rs4, %f4;
; CHECK: st.global.b16 [%rd1+2], %rs4;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare half @llvm.sin.f16(half)
declare bfloat @llvm.cos.bf16(bfloat)

define ptx_kernel void @k(ptr addrspace(1) %p, half %a, bfloat %b) #0 {
  %s = call half @llvm.sin.f16(half %a)
  store half %s, ptr addrspace(1) %p, align 2
  %c = call afn bfloat @llvm.cos.bf16(bfloat %b)
  %q = getelementptr inbounds half, ptr addrspace(1) %p, i64 1
  store bfloat %c, ptr addrspace(1) %q, align 2
  ret void
}

attributes #0 = { "unsafe-fp-math"="true" }
