; wmma with f16 inputs (sm_70 on): fragment loads from global, shared and
; generic memory with and without a stride, the multiply with f32 and f16
; accumulators, and the store.  A <2 x half> is one b32 register to wmma:
; a fragment passed straight from a load to the multiply keeps its
; registers (no unpack and repack), a constant accumulator is packed.
; SM: 80
; CHECK: .version 7.0
; CHECK: wmma.load.a.sync.aligned.row.m16n16k16.global.f16 {%r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9}, [%rd1+128], %r1;
; CHECK: wmma.load.b.sync.aligned.col.m16n16k16.shared.f16 {%r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17}, [%rd2];
; CHECK: wmma.load.c.sync.aligned.row.m16n16k16.f32 {%f1, %f2, %f3, %f4, %f5, %f6, %f7, %f8}, [%rd3], 16;
; CHECK: wmma.mma.sync.aligned.row.col.m16n16k16.f32.f32 {%f9, %f10, %f11, %f12, %f13, %f14, %f15, %f16}, {%r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9}, {%r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17}, {%f1, %f2, %f3, %f4, %f5, %f6, %f7, %f8};
; CHECK: wmma.store.d.sync.aligned.col.m16n16k16.f32 [%rd3], {%f9, %f10, %f11, %f12, %f13, %f14, %f15, %f16}, %r1;
; CHECK: mov.b32 %r22, 1006648320;
; CHECK: wmma.mma.sync.aligned.col.row.m32n8k16.f16.f16 {%r18, %r19, %r20, %r21}, {%r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9}, {%r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17}, {%r22, %r23, %r24, %r25};
; CHECK: wmma.store.d.sync.aligned.row.m32n8k16.shared.f16 [%rd2], {%r18, %r19, %r20, %r21};
; CHECK-NOT: mov.b32 {%rs
; CHECK-NOT: .satfinite
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%frag16 = type { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> }
%acc32 = type { float, float, float, float, float, float, float, float }
%acc16 = type { <2 x half>, <2 x half>, <2 x half>, <2 x half> }

declare %frag16 @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p1(ptr addrspace(1), i32)
declare %frag16 @llvm.nvvm.wmma.m16n16k16.load.b.col.f16.p3(ptr addrspace(3))
declare %acc32 @llvm.nvvm.wmma.m16n16k16.load.c.row.stride.f32.p0(ptr, i32)
declare %acc32 @llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float)
declare void @llvm.nvvm.wmma.m16n16k16.store.d.col.stride.f32.p0(ptr, float, float, float, float, float, float, float, float, i32)
declare %acc16 @llvm.nvvm.wmma.m32n8k16.mma.col.row.f16.f16(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>)
declare void @llvm.nvvm.wmma.m32n8k16.store.d.row.f16.p3(ptr addrspace(3), <2 x half>, <2 x half>, <2 x half>, <2 x half>)

define ptx_kernel void @gemm(ptr addrspace(1) %a, ptr addrspace(3) %b, ptr %c, i32 %lda) {
  %pa = getelementptr i8, ptr addrspace(1) %a, i64 128
  %fa = call %frag16 @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p1(ptr addrspace(1) %pa, i32 %lda)
  %fb = call %frag16 @llvm.nvvm.wmma.m16n16k16.load.b.col.f16.p3(ptr addrspace(3) %b)
  %fc = call %acc32 @llvm.nvvm.wmma.m16n16k16.load.c.row.stride.f32.p0(ptr %c, i32 16)
  %a0 = extractvalue %frag16 %fa, 0
  %a1 = extractvalue %frag16 %fa, 1
  %a2 = extractvalue %frag16 %fa, 2
  %a3 = extractvalue %frag16 %fa, 3
  %a4 = extractvalue %frag16 %fa, 4
  %a5 = extractvalue %frag16 %fa, 5
  %a6 = extractvalue %frag16 %fa, 6
  %a7 = extractvalue %frag16 %fa, 7
  %b0 = extractvalue %frag16 %fb, 0
  %b1 = extractvalue %frag16 %fb, 1
  %b2 = extractvalue %frag16 %fb, 2
  %b3 = extractvalue %frag16 %fb, 3
  %b4 = extractvalue %frag16 %fb, 4
  %b5 = extractvalue %frag16 %fb, 5
  %b6 = extractvalue %frag16 %fb, 6
  %b7 = extractvalue %frag16 %fb, 7
  %c0 = extractvalue %acc32 %fc, 0
  %c1 = extractvalue %acc32 %fc, 1
  %c2 = extractvalue %acc32 %fc, 2
  %c3 = extractvalue %acc32 %fc, 3
  %c4 = extractvalue %acc32 %fc, 4
  %c5 = extractvalue %acc32 %fc, 5
  %c6 = extractvalue %acc32 %fc, 6
  %c7 = extractvalue %acc32 %fc, 7
  %d = call %acc32 @llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f32(<2 x half> %a0, <2 x half> %a1, <2 x half> %a2, <2 x half> %a3, <2 x half> %a4, <2 x half> %a5, <2 x half> %a6, <2 x half> %a7, <2 x half> %b0, <2 x half> %b1, <2 x half> %b2, <2 x half> %b3, <2 x half> %b4, <2 x half> %b5, <2 x half> %b6, <2 x half> %b7, float %c0, float %c1, float %c2, float %c3, float %c4, float %c5, float %c6, float %c7)
  %d0 = extractvalue %acc32 %d, 0
  %d1 = extractvalue %acc32 %d, 1
  %d2 = extractvalue %acc32 %d, 2
  %d3 = extractvalue %acc32 %d, 3
  %d4 = extractvalue %acc32 %d, 4
  %d5 = extractvalue %acc32 %d, 5
  %d6 = extractvalue %acc32 %d, 6
  %d7 = extractvalue %acc32 %d, 7
  call void @llvm.nvvm.wmma.m16n16k16.store.d.col.stride.f32.p0(ptr %c, float %d0, float %d1, float %d2, float %d3, float %d4, float %d5, float %d6, float %d7, i32 %lda)
  ; an f16 accumulator that starts at 1.0 in every element
  %h = call %acc16 @llvm.nvvm.wmma.m32n8k16.mma.col.row.f16.f16(<2 x half> %a0, <2 x half> %a1, <2 x half> %a2, <2 x half> %a3, <2 x half> %a4, <2 x half> %a5, <2 x half> %a6, <2 x half> %a7, <2 x half> %b0, <2 x half> %b1, <2 x half> %b2, <2 x half> %b3, <2 x half> %b4, <2 x half> %b5, <2 x half> %b6, <2 x half> %b7, <2 x half> <half 1.0, half 1.0>, <2 x half> <half 1.0, half 1.0>, <2 x half> <half 1.0, half 1.0>, <2 x half> <half 1.0, half 1.0>)
  %h0 = extractvalue %acc16 %h, 0
  %h1 = extractvalue %acc16 %h, 1
  %h2 = extractvalue %acc16 %h, 2
  %h3 = extractvalue %acc16 %h, 3
  call void @llvm.nvvm.wmma.m32n8k16.store.d.row.f16.p3(ptr addrspace(3) %b, <2 x half> %h0, <2 x half> %h1, <2 x half> %h2, <2 x half> %h3)
  ret void
}
