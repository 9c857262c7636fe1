; wmma on the other element types: s8/u8 (sm_72), s4/b1 sub-byte (sm_75;
; .and.popc needs PTX 7.1, hence the version), bf16, tf32 and f64 with a
; rounding mode (sm_80), .satfinite on integers; one register per i32,
; float or double, fragment sizes set by shape and type.
; SM: 80
; CHECK: .version 7.1
; CHECK: wmma.load.a.sync.aligned.row.m16n16k16.global.s8 {%r1, %r2}, [%rd1];
; CHECK: wmma.mma.sync.aligned.row.col.m16n16k16.s32.s8.s8.s32.satfinite {%r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20}, {%r1, %r2}, {%r3, %r4}, {%r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12};
; CHECK: wmma.mma.sync.aligned.col.col.m32n8k16.s32.u8.u8.s32 {%r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21}, {%r1, %r2, %r3, %r4}, {%r5}, {%r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13};
; CHECK: wmma.store.d.sync.aligned.row.m8n32k16.shared.s32 [%rd1], {%r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8}, %r9;
; CHECK: wmma.load.a.sync.aligned.row.m8n8k32.s4 {%r1}, [%rd1];
; CHECK: wmma.mma.sync.aligned.row.col.m8n8k32.s32.s4.s4.s32.satfinite {%r5, %r6}, {%r1}, {%r2}, {%r3, %r4};
; CHECK: wmma.load.b.sync.aligned.col.m8n8k128.shared.b1 {%r2}, [%rd1], %r1;
; CHECK: wmma.mma.xor.popc.sync.aligned.row.col.m8n8k128.s32.b1.b1.s32 {%r5, %r6}, {%r1}, {%r2}, {%r3, %r4};
; CHECK: wmma.mma.and.popc.sync.aligned.row.col.m8n8k128.s32.b1.b1.s32 {%r5, %r6}, {%r1}, {%r2}, {%r3, %r4};
; CHECK: wmma.load.b.sync.aligned.col.m8n32k16.global.bf16 {%r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8}, [%rd1];
; CHECK: wmma.mma.sync.aligned.row.row.m16n16k16.f32.bf16.bf16.f32 {%f9, %f10, %f11, %f12, %f13, %f14, %f15, %f16}, {%r1, %r2, %r3, %r4}, {%r5, %r6, %r7, %r8}, {%f1, %f2, %f3, %f4, %f5, %f6, %f7, %f8};
; CHECK: wmma.load.c.sync.aligned.col.m16n16k8.f32 {%f1, %f2, %f3, %f4, %f5, %f6, %f7, %f8}, [%rd1];
; CHECK: wmma.mma.sync.aligned.row.col.m16n16k8.f32.tf32.tf32.f32 {%f9, %f10, %f11, %f12, %f13, %f14, %f15, %f16}, {%r1, %r2, %r3, %r4}, {%r5, %r6, %r7, %r8}, {%f1, %f2, %f3, %f4, %f5, %f6, %f7, %f8};
; CHECK: wmma.load.a.sync.aligned.col.m8n8k4.shared.f64 {%fd1}, [%rd1], %r1;
; CHECK: wmma.mma.sync.aligned.row.col.m8n8k4.rn.f64.f64.f64.f64 {%fd5, %fd6}, {%fd1}, {%fd2}, {%fd3, %fd4};
; CHECK: wmma.mma.sync.aligned.col.row.m8n8k4.f64.f64.f64.f64 {%fd5, %fd6}, {%fd1}, {%fd2}, {%fd3, %fd4};
; CHECK: wmma.store.d.sync.aligned.row.m8n8k4.global.f64 [%rd1], {%fd1, %fd2};
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare {i32, i32} @llvm.nvvm.wmma.m16n16k16.load.a.row.s8.p1(ptr addrspace(1))
declare {i32, i32, i32, i32, i32, i32, i32, i32} @llvm.nvvm.wmma.m16n16k16.mma.row.col.s8.satfinite(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)
declare {i32, i32, i32, i32, i32, i32, i32, i32} @llvm.nvvm.wmma.m32n8k16.mma.col.col.u8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)
declare void @llvm.nvvm.wmma.m8n32k16.store.d.row.stride.s32.p3(ptr addrspace(3), i32, i32, i32, i32, i32, i32, i32, i32, i32)
declare i32 @llvm.nvvm.wmma.m8n8k32.load.a.row.s4.p0(ptr)
declare {i32, i32} @llvm.nvvm.wmma.m8n8k32.mma.row.col.s4.satfinite(i32, i32, i32, i32)
declare i32 @llvm.nvvm.wmma.m8n8k128.load.b.col.stride.b1.p3(ptr addrspace(3), i32)
declare {i32, i32} @llvm.nvvm.wmma.m8n8k128.mma.xor.popc.row.col.b1(i32, i32, i32, i32)
declare {i32, i32} @llvm.nvvm.wmma.m8n8k128.mma.and.popc.row.col.b1(i32, i32, i32, i32)
declare {i32, i32, i32, i32, i32, i32, i32, i32} @llvm.nvvm.wmma.m8n32k16.load.b.col.bf16.p1(ptr addrspace(1))
declare {float, float, float, float, float, float, float, float} @llvm.nvvm.wmma.m16n16k16.mma.row.row.bf16(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, float, float, float, float)
declare {float, float, float, float, float, float, float, float} @llvm.nvvm.wmma.m16n16k8.load.c.col.f32.p0(ptr)
declare {float, float, float, float, float, float, float, float} @llvm.nvvm.wmma.m16n16k8.mma.row.col.tf32(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, float, float, float, float)
declare double @llvm.nvvm.wmma.m8n8k4.load.a.col.stride.f64.p3(ptr addrspace(3), i32)
declare {double, double} @llvm.nvvm.wmma.m8n8k4.mma.row.col.rn.f64(double, double, double, double)
declare {double, double} @llvm.nvvm.wmma.m8n8k4.mma.col.row.f64(double, double, double, double)
declare void @llvm.nvvm.wmma.m8n8k4.store.d.row.f64.p1(ptr addrspace(1), double, double)

define {i32, i32} @s8_load(ptr addrspace(1) %p) {
  %r = call {i32, i32} @llvm.nvvm.wmma.m16n16k16.load.a.row.s8.p1(ptr addrspace(1) %p)
  ret {i32, i32} %r
}

define {i32, i32, i32, i32, i32, i32, i32, i32} @s8_mma(i32 %a0, i32 %a1, i32 %b0, i32 %b1, i32 %c0, i32 %c1, i32 %c2, i32 %c3, i32 %c4, i32 %c5, i32 %c6, i32 %c7) {
  %r = call {i32, i32, i32, i32, i32, i32, i32, i32} @llvm.nvvm.wmma.m16n16k16.mma.row.col.s8.satfinite(i32 %a0, i32 %a1, i32 %b0, i32 %b1, i32 %c0, i32 %c1, i32 %c2, i32 %c3, i32 %c4, i32 %c5, i32 %c6, i32 %c7)
  ret {i32, i32, i32, i32, i32, i32, i32, i32} %r
}

define {i32, i32, i32, i32, i32, i32, i32, i32} @u8_mma(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %b0, i32 %c0, i32 %c1, i32 %c2, i32 %c3, i32 %c4, i32 %c5, i32 %c6, i32 %c7) {
  %r = call {i32, i32, i32, i32, i32, i32, i32, i32} @llvm.nvvm.wmma.m32n8k16.mma.col.col.u8(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %b0, i32 %c0, i32 %c1, i32 %c2, i32 %c3, i32 %c4, i32 %c5, i32 %c6, i32 %c7)
  ret {i32, i32, i32, i32, i32, i32, i32, i32} %r
}

define void @s32_store(ptr addrspace(3) %p, i32 %v0, i32 %v1, i32 %v2, i32 %v3, i32 %v4, i32 %v5, i32 %v6, i32 %v7, i32 %s) {
  call void @llvm.nvvm.wmma.m8n32k16.store.d.row.stride.s32.p3(ptr addrspace(3) %p, i32 %v0, i32 %v1, i32 %v2, i32 %v3, i32 %v4, i32 %v5, i32 %v6, i32 %v7, i32 %s)
  ret void
}

define i32 @s4_load(ptr %p) {
  %r = call i32 @llvm.nvvm.wmma.m8n8k32.load.a.row.s4.p0(ptr %p)
  ret i32 %r
}

define {i32, i32} @s4_mma(i32 %a0, i32 %b0, i32 %c0, i32 %c1) {
  %r = call {i32, i32} @llvm.nvvm.wmma.m8n8k32.mma.row.col.s4.satfinite(i32 %a0, i32 %b0, i32 %c0, i32 %c1)
  ret {i32, i32} %r
}

define i32 @b1_load(ptr addrspace(3) %p, i32 %s) {
  %r = call i32 @llvm.nvvm.wmma.m8n8k128.load.b.col.stride.b1.p3(ptr addrspace(3) %p, i32 %s)
  ret i32 %r
}

define {i32, i32} @b1_xor(i32 %a0, i32 %b0, i32 %c0, i32 %c1) {
  %r = call {i32, i32} @llvm.nvvm.wmma.m8n8k128.mma.xor.popc.row.col.b1(i32 %a0, i32 %b0, i32 %c0, i32 %c1)
  ret {i32, i32} %r
}

define {i32, i32} @b1_and(i32 %a0, i32 %b0, i32 %c0, i32 %c1) {
  %r = call {i32, i32} @llvm.nvvm.wmma.m8n8k128.mma.and.popc.row.col.b1(i32 %a0, i32 %b0, i32 %c0, i32 %c1)
  ret {i32, i32} %r
}

define {i32, i32, i32, i32, i32, i32, i32, i32} @bf16_load(ptr addrspace(1) %p) {
  %r = call {i32, i32, i32, i32, i32, i32, i32, i32} @llvm.nvvm.wmma.m8n32k16.load.b.col.bf16.p1(ptr addrspace(1) %p)
  ret {i32, i32, i32, i32, i32, i32, i32, i32} %r
}

define {float, float, float, float, float, float, float, float} @bf16_mma(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %b0, i32 %b1, i32 %b2, i32 %b3, float %c0, float %c1, float %c2, float %c3, float %c4, float %c5, float %c6, float %c7) {
  %r = call {float, float, float, float, float, float, float, float} @llvm.nvvm.wmma.m16n16k16.mma.row.row.bf16(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %b0, i32 %b1, i32 %b2, i32 %b3, float %c0, float %c1, float %c2, float %c3, float %c4, float %c5, float %c6, float %c7)
  ret {float, float, float, float, float, float, float, float} %r
}

define {float, float, float, float, float, float, float, float} @tf32_loadc(ptr %p) {
  %r = call {float, float, float, float, float, float, float, float} @llvm.nvvm.wmma.m16n16k8.load.c.col.f32.p0(ptr %p)
  ret {float, float, float, float, float, float, float, float} %r
}

define {float, float, float, float, float, float, float, float} @tf32_mma(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %b0, i32 %b1, i32 %b2, i32 %b3, float %c0, float %c1, float %c2, float %c3, float %c4, float %c5, float %c6, float %c7) {
  %r = call {float, float, float, float, float, float, float, float} @llvm.nvvm.wmma.m16n16k8.mma.row.col.tf32(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %b0, i32 %b1, i32 %b2, i32 %b3, float %c0, float %c1, float %c2, float %c3, float %c4, float %c5, float %c6, float %c7)
  ret {float, float, float, float, float, float, float, float} %r
}

define double @f64_load(ptr addrspace(3) %p, i32 %s) {
  %r = call double @llvm.nvvm.wmma.m8n8k4.load.a.col.stride.f64.p3(ptr addrspace(3) %p, i32 %s)
  ret double %r
}

define {double, double} @f64_mma_rn(double %a0, double %b0, double %c0, double %c1) {
  %r = call {double, double} @llvm.nvvm.wmma.m8n8k4.mma.row.col.rn.f64(double %a0, double %b0, double %c0, double %c1)
  ret {double, double} %r
}

define {double, double} @f64_mma(double %a0, double %b0, double %c0, double %c1) {
  %r = call {double, double} @llvm.nvvm.wmma.m8n8k4.mma.col.row.f64(double %a0, double %b0, double %c0, double %c1)
  ret {double, double} %r
}

define void @f64_store(ptr addrspace(1) %p, double %v0, double %v1) {
  call void @llvm.nvvm.wmma.m8n8k4.store.d.row.f64.p1(ptr addrspace(1) %p, double %v0, double %v1)
  ret void
}
