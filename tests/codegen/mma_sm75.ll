; The Turing (sm_75) tensor-core forms: mma.sync m16n8k8 f16, m8n8k16
; s8/u8 (PTX 6.5) and m8n8k128 b1 (PTX 7.0, hence the version), integer
; and sub-byte wmma (PTX 6.3).
; SM: 75
; CHECK: .version 7.0
; CHECK: mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {%f5, %f6, %f7, %f8}, {%r1, %r2}, {%r3}, {%f1, %f2, %f3, %f4};
; CHECK: mma.sync.aligned.m8n8k16.row.col.s32.s8.u8.s32 {%r5, %r6}, {%r1}, {%r2}, {%r3, %r4};
; CHECK: mma.sync.aligned.m8n8k128.row.col.s32.b1.b1.s32.xor.popc {%r5, %r6}, {%r1}, {%r2}, {%r3, %r4};
; CHECK: wmma.mma.sync.aligned.row.col.m16n16k16.s32.u8.u8.s32 {%r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20}, {%r1, %r2}, {%r3, %r4}, {%r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12};
; CHECK: wmma.mma.xor.popc.sync.aligned.row.col.m8n8k128.s32.b1.b1.s32 {%r5, %r6}, {%r1}, {%r2}, {%r3, %r4};
; CHECK: wmma.load.b.sync.aligned.col.m8n8k32.global.u4 {%r2}, [%rd1], %r1;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare {float, float, float, float} @llvm.nvvm.mma.m16n8k8.row.col.f32.f32(<2 x half>, <2 x half>, <2 x half>, float, float, float, float)
declare {i32, i32} @llvm.nvvm.mma.m8n8k16.row.col.s8.u8(i32, i32, i32, i32)
declare {i32, i32} @llvm.nvvm.mma.xor.popc.m8n8k128.row.col.b1(i32, i32, i32, i32)
declare {i32, i32, i32, i32, i32, i32, i32, i32} @llvm.nvvm.wmma.m16n16k16.mma.row.col.u8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)
declare {i32, i32} @llvm.nvvm.wmma.m8n8k128.mma.xor.popc.row.col.b1(i32, i32, i32, i32)
declare i32 @llvm.nvvm.wmma.m8n8k32.load.b.col.stride.u4.p1(ptr addrspace(1), i32)

define {float, float, float, float} @k8(<2 x half> %a0, <2 x half> %a1, <2 x half> %b0, float %c0, float %c1, float %c2, float %c3) {
  %r = call {float, float, float, float} @llvm.nvvm.mma.m16n8k8.row.col.f32.f32(<2 x half> %a0, <2 x half> %a1, <2 x half> %b0, float %c0, float %c1, float %c2, float %c3)
  ret {float, float, float, float} %r
}

define {i32, i32} @i8(i32 %a0, i32 %b0, i32 %c0, i32 %c1) {
  %r = call {i32, i32} @llvm.nvvm.mma.m8n8k16.row.col.s8.u8(i32 %a0, i32 %b0, i32 %c0, i32 %c1)
  ret {i32, i32} %r
}

define {i32, i32} @b1(i32 %a0, i32 %b0, i32 %c0, i32 %c1) {
  %r = call {i32, i32} @llvm.nvvm.mma.xor.popc.m8n8k128.row.col.b1(i32 %a0, i32 %b0, i32 %c0, i32 %c1)
  ret {i32, i32} %r
}

define {i32, i32, i32, i32, i32, i32, i32, i32} @wi8(i32 %a0, i32 %a1, i32 %b0, i32 %b1, i32 %c0, i32 %c1, i32 %c2, i32 %c3, i32 %c4, i32 %c5, i32 %c6, i32 %c7) {
  %r = call {i32, i32, i32, i32, i32, i32, i32, i32} @llvm.nvvm.wmma.m16n16k16.mma.row.col.u8(i32 %a0, i32 %a1, i32 %b0, i32 %b1, i32 %c0, i32 %c1, i32 %c2, i32 %c3, i32 %c4, i32 %c5, i32 %c6, i32 %c7)
  ret {i32, i32, i32, i32, i32, i32, i32, i32} %r
}

define {i32, i32} @wb1(i32 %a0, i32 %b0, i32 %c0, i32 %c1) {
  %r = call {i32, i32} @llvm.nvvm.wmma.m8n8k128.mma.xor.popc.row.col.b1(i32 %a0, i32 %b0, i32 %c0, i32 %c1)
  ret {i32, i32} %r
}

define i32 @ws4(ptr addrspace(1) %p, i32 %s) {
  %r = call i32 @llvm.nvvm.wmma.m8n8k32.load.b.col.stride.u4.p1(ptr addrspace(1) %p, i32 %s)
  ret i32 %r
}
