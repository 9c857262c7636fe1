; mma.sync on every kind of shape: Volta's m8n8k4 f16 (any layouts; its
; fragments are per quad-pair, so 4x larger), the sm_75 shapes, and the
; sm_80 ones with bf16, tf32, f64, mixed s8/u8 and s4/u4 (.satfinite on
; integers), b1 with .xor.popc and .and.popc (PTX 7.1).  Operand lists
; follow the IR: D, then A, B, C.
; SM: 80
; CHECK: .version 7.1
; CHECK: mma.sync.aligned.m8n8k4.col.row.f32.f16.f16.f16 {%f1, %f2, %f3, %f4, %f5, %f6, %f7, %f8}, {%r1, %r2}, {%r3, %r4}, {%r5, %r6, %r7, %r8};
; CHECK: mma.sync.aligned.m8n8k4.row.row.f32.f16.f16.f32 {%f9, %f10, %f11, %f12, %f13, %f14, %f15, %f16}, {%r1, %r2}, {%r3, %r4}, {%f1, %f2, %f3, %f4, %f5, %f6, %f7, %f8};
; CHECK: mma.sync.aligned.m16n8k8.row.col.f16.f16.f16.f16 {%r1, %r2}, {%r3, %r4}, {%r5}, {%r6, %r7};
; CHECK: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%f5, %f6, %f7, %f8}, {%r1, %r2, %r3, %r4}, {%r5, %r6}, {%f1, %f2, %f3, %f4};
; CHECK: mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {%f5, %f6, %f7, %f8}, {%r1, %r2, %r3, %r4}, {%r5, %r6}, {%f1, %f2, %f3, %f4};
; CHECK: mma.sync.aligned.m16n8k8.row.col.f32.bf16.bf16.f32 {%f5, %f6, %f7, %f8}, {%r1, %r2}, {%r3}, {%f1, %f2, %f3, %f4};
; CHECK: mma.sync.aligned.m16n8k4.row.col.f32.tf32.tf32.f32 {%f5, %f6, %f7, %f8}, {%r1, %r2}, {%r3}, {%f1, %f2, %f3, %f4};
; CHECK: mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {%f5, %f6, %f7, %f8}, {%r1, %r2, %r3, %r4}, {%r5, %r6}, {%f1, %f2, %f3, %f4};
; CHECK: mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 {%fd5, %fd6}, {%fd1}, {%fd2}, {%fd3, %fd4};
; CHECK: mma.sync.aligned.m16n8k32.row.col.satfinite.s32.s8.u8.s32 {%r11, %r12, %r13, %r14}, {%r1, %r2, %r3, %r4}, {%r5, %r6}, {%r7, %r8, %r9, %r10};
; CHECK: mma.sync.aligned.m8n8k16.row.col.s32.u8.u8.s32 {%r5, %r6}, {%r1}, {%r2}, {%r3, %r4};
; CHECK: mma.sync.aligned.m16n8k64.row.col.s32.s4.s4.s32 {%r11, %r12, %r13, %r14}, {%r1, %r2, %r3, %r4}, {%r5, %r6}, {%r7, %r8, %r9, %r10};
; CHECK: mma.sync.aligned.m8n8k32.row.col.satfinite.s32.u4.s4.s32 {%r5, %r6}, {%r1}, {%r2}, {%r3, %r4};
; CHECK: mma.sync.aligned.m16n8k256.row.col.s32.b1.b1.s32.xor.popc {%r11, %r12, %r13, %r14}, {%r1, %r2, %r3, %r4}, {%r5, %r6}, {%r7, %r8, %r9, %r10};
; CHECK: mma.sync.aligned.m8n8k128.row.col.s32.b1.b1.s32.and.popc {%r5, %r6}, {%r1}, {%r2}, {%r3, %r4};
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare {float, float, float, float, float, float, float, float} @llvm.nvvm.mma.m8n8k4.col.row.f32.f16(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>)
declare {float, float, float, float, float, float, float, float} @llvm.nvvm.mma.m8n8k4.row.row.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float)
declare {<2 x half>, <2 x half>} @llvm.nvvm.mma.m16n8k8.row.col.f16.f16(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>)
declare {float, float, float, float} @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float)
declare {float, float, float, float} @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32, i32, i32, i32, i32, i32, float, float, float, float)
declare {float, float, float, float} @llvm.nvvm.mma.m16n8k8.row.col.bf16(i32, i32, i32, float, float, float, float)
declare {float, float, float, float} @llvm.nvvm.mma.m16n8k4.row.col.tf32(i32, i32, i32, float, float, float, float)
declare {float, float, float, float} @llvm.nvvm.mma.m16n8k8.row.col.tf32(i32, i32, i32, i32, i32, i32, float, float, float, float)
declare {double, double} @llvm.nvvm.mma.m8n8k4.row.col.f64(double, double, double, double)
declare {i32, i32, i32, i32} @llvm.nvvm.mma.m16n8k32.row.col.satfinite.s8.u8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)
declare {i32, i32} @llvm.nvvm.mma.m8n8k16.row.col.u8(i32, i32, i32, i32)
declare {i32, i32, i32, i32} @llvm.nvvm.mma.m16n8k64.row.col.s4(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)
declare {i32, i32} @llvm.nvvm.mma.m8n8k32.row.col.satfinite.u4.s4(i32, i32, i32, i32)
declare {i32, i32, i32, i32} @llvm.nvvm.mma.xor.popc.m16n8k256.row.col.b1(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)
declare {i32, i32} @llvm.nvvm.mma.and.popc.m8n8k128.row.col.b1(i32, i32, i32, i32)

define {float, float, float, float, float, float, float, float} @volta_f16(<2 x half> %a0, <2 x half> %a1, <2 x half> %b0, <2 x half> %b1, <2 x half> %c0, <2 x half> %c1, <2 x half> %c2, <2 x half> %c3) {
  %r = call {float, float, float, float, float, float, float, float} @llvm.nvvm.mma.m8n8k4.col.row.f32.f16(<2 x half> %a0, <2 x half> %a1, <2 x half> %b0, <2 x half> %b1, <2 x half> %c0, <2 x half> %c1, <2 x half> %c2, <2 x half> %c3)
  ret {float, float, float, float, float, float, float, float} %r
}

define {float, float, float, float, float, float, float, float} @volta_f32(<2 x half> %a0, <2 x half> %a1, <2 x half> %b0, <2 x half> %b1, float %c0, float %c1, float %c2, float %c3, float %c4, float %c5, float %c6, float %c7) {
  %r = call {float, float, float, float, float, float, float, float} @llvm.nvvm.mma.m8n8k4.row.row.f32.f32(<2 x half> %a0, <2 x half> %a1, <2 x half> %b0, <2 x half> %b1, float %c0, float %c1, float %c2, float %c3, float %c4, float %c5, float %c6, float %c7)
  ret {float, float, float, float, float, float, float, float} %r
}

define {<2 x half>, <2 x half>} @k8_f16(<2 x half> %a0, <2 x half> %a1, <2 x half> %b0, <2 x half> %c0, <2 x half> %c1) {
  %r = call {<2 x half>, <2 x half>} @llvm.nvvm.mma.m16n8k8.row.col.f16.f16(<2 x half> %a0, <2 x half> %a1, <2 x half> %b0, <2 x half> %c0, <2 x half> %c1)
  ret {<2 x half>, <2 x half>} %r
}

define {float, float, float, float} @k16_f32(<2 x half> %a0, <2 x half> %a1, <2 x half> %a2, <2 x half> %a3, <2 x half> %b0, <2 x half> %b1, float %c0, float %c1, float %c2, float %c3) {
  %r = call {float, float, float, float} @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %a0, <2 x half> %a1, <2 x half> %a2, <2 x half> %a3, <2 x half> %b0, <2 x half> %b1, float %c0, float %c1, float %c2, float %c3)
  ret {float, float, float, float} %r
}

define {float, float, float, float} @k16_bf16(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %b0, i32 %b1, float %c0, float %c1, float %c2, float %c3) {
  %r = call {float, float, float, float} @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %b0, i32 %b1, float %c0, float %c1, float %c2, float %c3)
  ret {float, float, float, float} %r
}

define {float, float, float, float} @k8_bf16(i32 %a0, i32 %a1, i32 %b0, float %c0, float %c1, float %c2, float %c3) {
  %r = call {float, float, float, float} @llvm.nvvm.mma.m16n8k8.row.col.bf16(i32 %a0, i32 %a1, i32 %b0, float %c0, float %c1, float %c2, float %c3)
  ret {float, float, float, float} %r
}

define {float, float, float, float} @k4_tf32(i32 %a0, i32 %a1, i32 %b0, float %c0, float %c1, float %c2, float %c3) {
  %r = call {float, float, float, float} @llvm.nvvm.mma.m16n8k4.row.col.tf32(i32 %a0, i32 %a1, i32 %b0, float %c0, float %c1, float %c2, float %c3)
  ret {float, float, float, float} %r
}

define {float, float, float, float} @k8_tf32(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %b0, i32 %b1, float %c0, float %c1, float %c2, float %c3) {
  %r = call {float, float, float, float} @llvm.nvvm.mma.m16n8k8.row.col.tf32(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %b0, i32 %b1, float %c0, float %c1, float %c2, float %c3)
  ret {float, float, float, float} %r
}

define {double, double} @f64(double %a0, double %b0, double %c0, double %c1) {
  %r = call {double, double} @llvm.nvvm.mma.m8n8k4.row.col.f64(double %a0, double %b0, double %c0, double %c1)
  ret {double, double} %r
}

define {i32, i32, i32, i32} @s8u8(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %b0, i32 %b1, i32 %c0, i32 %c1, i32 %c2, i32 %c3) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.mma.m16n8k32.row.col.satfinite.s8.u8(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %b0, i32 %b1, i32 %c0, i32 %c1, i32 %c2, i32 %c3)
  ret {i32, i32, i32, i32} %r
}

define {i32, i32} @u8(i32 %a0, i32 %b0, i32 %c0, i32 %c1) {
  %r = call {i32, i32} @llvm.nvvm.mma.m8n8k16.row.col.u8(i32 %a0, i32 %b0, i32 %c0, i32 %c1)
  ret {i32, i32} %r
}

define {i32, i32, i32, i32} @s4(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %b0, i32 %b1, i32 %c0, i32 %c1, i32 %c2, i32 %c3) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.mma.m16n8k64.row.col.s4(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %b0, i32 %b1, i32 %c0, i32 %c1, i32 %c2, i32 %c3)
  ret {i32, i32, i32, i32} %r
}

define {i32, i32} @u4s4(i32 %a0, i32 %b0, i32 %c0, i32 %c1) {
  %r = call {i32, i32} @llvm.nvvm.mma.m8n8k32.row.col.satfinite.u4.s4(i32 %a0, i32 %b0, i32 %c0, i32 %c1)
  ret {i32, i32} %r
}

define {i32, i32, i32, i32} @b1xor(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %b0, i32 %b1, i32 %c0, i32 %c1, i32 %c2, i32 %c3) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.mma.xor.popc.m16n8k256.row.col.b1(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %b0, i32 %b1, i32 %c0, i32 %c1, i32 %c2, i32 %c3)
  ret {i32, i32, i32, i32} %r
}

define {i32, i32} @b1and(i32 %a0, i32 %b0, i32 %c0, i32 %c1) {
  %r = call {i32, i32} @llvm.nvvm.mma.and.popc.m8n8k128.row.col.b1(i32 %a0, i32 %b0, i32 %c0, i32 %c1)
  ret {i32, i32} %r
}
