; f2tf32.rna is sm_80 (PTX 7.0), the rounding mma.sync's tf32 users need.
; SM: 80
; CHECK: .version 7.0
; CHECK: cvt.rna.tf32.f32 %r1, %f1;
; CHECK: st.global.u32 [%rd1], %r1;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.f2tf32.rna(float)
define ptx_kernel void @k(float %x, ptr addrspace(1) %p) {
  %t = call i32 @llvm.nvvm.f2tf32.rna(float %x)
  store i32 %t, ptr addrspace(1) %p
  ret void
}
