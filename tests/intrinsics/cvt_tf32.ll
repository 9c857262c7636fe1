; f32 -> tf32 (llvm.nvvm.f2tf32.*), every rounding of LLVM 22: .rna (sm_80),
; .rn/.rz and .relu (sm_90), .satfinite (sm_100; with .rna PTX 8.1).
; SM: 100a
; CHECK: cvt.rna.tf32.f32 %r1, %f1;
; CHECK: cvt.rna.satfinite.tf32.f32 %r2, %f1;
; CHECK: cvt.rn.tf32.f32 %r3, %f1;
; CHECK: cvt.rn.relu.tf32.f32 %r4, %f1;
; CHECK: cvt.rz.tf32.f32 %r5, %f1;
; CHECK: cvt.rz.relu.tf32.f32 %r6, %f1;
; CHECK: cvt.rn.satfinite.tf32.f32 %r7, %f1;
; CHECK: cvt.rn.relu.satfinite.tf32.f32 %r8, %f1;
; CHECK: cvt.rz.satfinite.tf32.f32 %r9, %f1;
; CHECK: cvt.rz.relu.satfinite.tf32.f32 %r10, %f1;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.f2tf32.rna(float)
declare i32 @llvm.nvvm.f2tf32.rna.satfinite(float)
declare i32 @llvm.nvvm.f2tf32.rn(float)
declare i32 @llvm.nvvm.f2tf32.rn.relu(float)
declare i32 @llvm.nvvm.f2tf32.rz(float)
declare i32 @llvm.nvvm.f2tf32.rz.relu(float)
declare i32 @llvm.nvvm.f2tf32.rn.satfinite(float)
declare i32 @llvm.nvvm.f2tf32.rn.relu.satfinite(float)
declare i32 @llvm.nvvm.f2tf32.rz.satfinite(float)
declare i32 @llvm.nvvm.f2tf32.rz.relu.satfinite(float)
define ptx_kernel void @k(float %x, ptr addrspace(1) %p) {
  %t0 = call i32 @llvm.nvvm.f2tf32.rna(float %x)
  %q0 = getelementptr i32, ptr addrspace(1) %p, i64 0
  store i32 %t0, ptr addrspace(1) %q0
  %t1 = call i32 @llvm.nvvm.f2tf32.rna.satfinite(float %x)
  %q1 = getelementptr i32, ptr addrspace(1) %p, i64 1
  store i32 %t1, ptr addrspace(1) %q1
  %t2 = call i32 @llvm.nvvm.f2tf32.rn(float %x)
  %q2 = getelementptr i32, ptr addrspace(1) %p, i64 2
  store i32 %t2, ptr addrspace(1) %q2
  %t3 = call i32 @llvm.nvvm.f2tf32.rn.relu(float %x)
  %q3 = getelementptr i32, ptr addrspace(1) %p, i64 3
  store i32 %t3, ptr addrspace(1) %q3
  %t4 = call i32 @llvm.nvvm.f2tf32.rz(float %x)
  %q4 = getelementptr i32, ptr addrspace(1) %p, i64 4
  store i32 %t4, ptr addrspace(1) %q4
  %t5 = call i32 @llvm.nvvm.f2tf32.rz.relu(float %x)
  %q5 = getelementptr i32, ptr addrspace(1) %p, i64 5
  store i32 %t5, ptr addrspace(1) %q5
  %t6 = call i32 @llvm.nvvm.f2tf32.rn.satfinite(float %x)
  %q6 = getelementptr i32, ptr addrspace(1) %p, i64 6
  store i32 %t6, ptr addrspace(1) %q6
  %t7 = call i32 @llvm.nvvm.f2tf32.rn.relu.satfinite(float %x)
  %q7 = getelementptr i32, ptr addrspace(1) %p, i64 7
  store i32 %t7, ptr addrspace(1) %q7
  %t8 = call i32 @llvm.nvvm.f2tf32.rz.satfinite(float %x)
  %q8 = getelementptr i32, ptr addrspace(1) %p, i64 8
  store i32 %t8, ptr addrspace(1) %q8
  %t9 = call i32 @llvm.nvvm.f2tf32.rz.relu.satfinite(float %x)
  %q9 = getelementptr i32, ptr addrspace(1) %p, i64 9
  store i32 %t9, ptr addrspace(1) %q9
  ret void
}
