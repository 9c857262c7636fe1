; tcgen05.cp: shared memory (a matrix descriptor) to tensor memory, every
; shape (128x256b, 4x256b, 128x128b, 64x128b.warpx2::02_13/01_23,
; 32x128b.warpx4), plain or widening packed 6-/4-bit elements to bytes;
; cta_group 1 and 2 in two kernels (sm_100f, PTX 8.8).
; SM: 100f
; CHECK: .version 8.8
; CHECK: tcgen05.cp.cta_group::1.128x256b [%r1], %rd2;
; CHECK: tcgen05.cp.cta_group::1.128x256b.b8x16.b6x16_p32 [%r1], %rd2;
; CHECK: tcgen05.cp.cta_group::1.128x256b.b8x16.b4x16_p64 [%r1], %rd2;
; CHECK: tcgen05.cp.cta_group::1.4x256b [%r1], %rd2;
; CHECK: tcgen05.cp.cta_group::1.4x256b.b8x16.b6x16_p32 [%r1], %rd2;
; CHECK: tcgen05.cp.cta_group::1.4x256b.b8x16.b4x16_p64 [%r1], %rd2;
; CHECK: tcgen05.cp.cta_group::1.128x128b [%r1], %rd2;
; CHECK: tcgen05.cp.cta_group::1.128x128b.b8x16.b6x16_p32 [%r1], %rd2;
; CHECK: tcgen05.cp.cta_group::1.128x128b.b8x16.b4x16_p64 [%r1], %rd2;
; CHECK: tcgen05.cp.cta_group::1.64x128b.warpx2::02_13 [%r1], %rd2;
; CHECK: tcgen05.cp.cta_group::1.64x128b.warpx2::02_13.b8x16.b6x16_p32 [%r1], %rd2;
; CHECK: tcgen05.cp.cta_group::1.64x128b.warpx2::02_13.b8x16.b4x16_p64 [%r1], %rd2;
; CHECK: tcgen05.cp.cta_group::1.64x128b.warpx2::01_23 [%r1], %rd2;
; CHECK: tcgen05.cp.cta_group::1.64x128b.warpx2::01_23.b8x16.b6x16_p32 [%r1], %rd2;
; CHECK: tcgen05.cp.cta_group::1.64x128b.warpx2::01_23.b8x16.b4x16_p64 [%r1], %rd2;
; CHECK: tcgen05.cp.cta_group::1.32x128b.warpx4 [%r1], %rd2;
; CHECK: tcgen05.cp.cta_group::1.32x128b.warpx4.b8x16.b6x16_p32 [%r1], %rd2;
; CHECK: tcgen05.cp.cta_group::1.32x128b.warpx4.b8x16.b4x16_p64 [%r1], %rd2;
; CHECK: tcgen05.cp.cta_group::2.128x256b [%r1], %rd2;
; CHECK: tcgen05.cp.cta_group::2.128x256b.b8x16.b6x16_p32 [%r1], %rd2;
; CHECK: tcgen05.cp.cta_group::2.128x256b.b8x16.b4x16_p64 [%r1], %rd2;
; CHECK: tcgen05.cp.cta_group::2.4x256b [%r1], %rd2;
; CHECK: tcgen05.cp.cta_group::2.4x256b.b8x16.b6x16_p32 [%r1], %rd2;
; CHECK: tcgen05.cp.cta_group::2.4x256b.b8x16.b4x16_p64 [%r1], %rd2;
; CHECK: tcgen05.cp.cta_group::2.128x128b [%r1], %rd2;
; CHECK: tcgen05.cp.cta_group::2.128x128b.b8x16.b6x16_p32 [%r1], %rd2;
; CHECK: tcgen05.cp.cta_group::2.128x128b.b8x16.b4x16_p64 [%r1], %rd2;
; CHECK: tcgen05.cp.cta_group::2.64x128b.warpx2::02_13 [%r1], %rd2;
; CHECK: tcgen05.cp.cta_group::2.64x128b.warpx2::02_13.b8x16.b6x16_p32 [%r1], %rd2;
; CHECK: tcgen05.cp.cta_group::2.64x128b.warpx2::02_13.b8x16.b4x16_p64 [%r1], %rd2;
; CHECK: tcgen05.cp.cta_group::2.64x128b.warpx2::01_23 [%r1], %rd2;
; CHECK: tcgen05.cp.cta_group::2.64x128b.warpx2::01_23.b8x16.b6x16_p32 [%r1], %rd2;
; CHECK: tcgen05.cp.cta_group::2.64x128b.warpx2::01_23.b8x16.b4x16_p64 [%r1], %rd2;
; CHECK: tcgen05.cp.cta_group::2.32x128b.warpx4 [%r1], %rd2;
; CHECK: tcgen05.cp.cta_group::2.32x128b.warpx4.b8x16.b6x16_p32 [%r1], %rd2;
; CHECK: tcgen05.cp.cta_group::2.32x128b.warpx4.b8x16.b4x16_p64 [%r1], %rd2;
target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.tcgen05.cp.128x256b.cg1(ptr addrspace(6), i64)
declare void @llvm.nvvm.tcgen05.cp.128x256b.cg2(ptr addrspace(6), i64)
declare void @llvm.nvvm.tcgen05.cp.128x256b.b6x16_p32.cg1(ptr addrspace(6), i64)
declare void @llvm.nvvm.tcgen05.cp.128x256b.b6x16_p32.cg2(ptr addrspace(6), i64)
declare void @llvm.nvvm.tcgen05.cp.128x256b.b4x16_p64.cg1(ptr addrspace(6), i64)
declare void @llvm.nvvm.tcgen05.cp.128x256b.b4x16_p64.cg2(ptr addrspace(6), i64)
declare void @llvm.nvvm.tcgen05.cp.4x256b.cg1(ptr addrspace(6), i64)
declare void @llvm.nvvm.tcgen05.cp.4x256b.cg2(ptr addrspace(6), i64)
declare void @llvm.nvvm.tcgen05.cp.4x256b.b6x16_p32.cg1(ptr addrspace(6), i64)
declare void @llvm.nvvm.tcgen05.cp.4x256b.b6x16_p32.cg2(ptr addrspace(6), i64)
declare void @llvm.nvvm.tcgen05.cp.4x256b.b4x16_p64.cg1(ptr addrspace(6), i64)
declare void @llvm.nvvm.tcgen05.cp.4x256b.b4x16_p64.cg2(ptr addrspace(6), i64)
declare void @llvm.nvvm.tcgen05.cp.128x128b.cg1(ptr addrspace(6), i64)
declare void @llvm.nvvm.tcgen05.cp.128x128b.cg2(ptr addrspace(6), i64)
declare void @llvm.nvvm.tcgen05.cp.128x128b.b6x16_p32.cg1(ptr addrspace(6), i64)
declare void @llvm.nvvm.tcgen05.cp.128x128b.b6x16_p32.cg2(ptr addrspace(6), i64)
declare void @llvm.nvvm.tcgen05.cp.128x128b.b4x16_p64.cg1(ptr addrspace(6), i64)
declare void @llvm.nvvm.tcgen05.cp.128x128b.b4x16_p64.cg2(ptr addrspace(6), i64)
declare void @llvm.nvvm.tcgen05.cp.64x128b_warpx2_02_13.cg1(ptr addrspace(6), i64)
declare void @llvm.nvvm.tcgen05.cp.64x128b_warpx2_02_13.cg2(ptr addrspace(6), i64)
declare void @llvm.nvvm.tcgen05.cp.64x128b_warpx2_02_13.b6x16_p32.cg1(ptr addrspace(6), i64)
declare void @llvm.nvvm.tcgen05.cp.64x128b_warpx2_02_13.b6x16_p32.cg2(ptr addrspace(6), i64)
declare void @llvm.nvvm.tcgen05.cp.64x128b_warpx2_02_13.b4x16_p64.cg1(ptr addrspace(6), i64)
declare void @llvm.nvvm.tcgen05.cp.64x128b_warpx2_02_13.b4x16_p64.cg2(ptr addrspace(6), i64)
declare void @llvm.nvvm.tcgen05.cp.64x128b_warpx2_01_23.cg1(ptr addrspace(6), i64)
declare void @llvm.nvvm.tcgen05.cp.64x128b_warpx2_01_23.cg2(ptr addrspace(6), i64)
declare void @llvm.nvvm.tcgen05.cp.64x128b_warpx2_01_23.b6x16_p32.cg1(ptr addrspace(6), i64)
declare void @llvm.nvvm.tcgen05.cp.64x128b_warpx2_01_23.b6x16_p32.cg2(ptr addrspace(6), i64)
declare void @llvm.nvvm.tcgen05.cp.64x128b_warpx2_01_23.b4x16_p64.cg1(ptr addrspace(6), i64)
declare void @llvm.nvvm.tcgen05.cp.64x128b_warpx2_01_23.b4x16_p64.cg2(ptr addrspace(6), i64)
declare void @llvm.nvvm.tcgen05.cp.32x128b_warpx4.cg1(ptr addrspace(6), i64)
declare void @llvm.nvvm.tcgen05.cp.32x128b_warpx4.cg2(ptr addrspace(6), i64)
declare void @llvm.nvvm.tcgen05.cp.32x128b_warpx4.b6x16_p32.cg1(ptr addrspace(6), i64)
declare void @llvm.nvvm.tcgen05.cp.32x128b_warpx4.b6x16_p32.cg2(ptr addrspace(6), i64)
declare void @llvm.nvvm.tcgen05.cp.32x128b_warpx4.b4x16_p64.cg1(ptr addrspace(6), i64)
declare void @llvm.nvvm.tcgen05.cp.32x128b_warpx4.b4x16_p64.cg2(ptr addrspace(6), i64)
define ptx_kernel void @one(ptr addrspace(3) %s, i64 %desc) {
  %a = load i32, ptr addrspace(3) %s, align 4
  %t = inttoptr i32 %a to ptr addrspace(6)
  call void @llvm.nvvm.tcgen05.cp.128x256b.cg1(ptr addrspace(6) %t, i64 %desc)
  call void @llvm.nvvm.tcgen05.cp.128x256b.b6x16_p32.cg1(ptr addrspace(6) %t, i64 %desc)
  call void @llvm.nvvm.tcgen05.cp.128x256b.b4x16_p64.cg1(ptr addrspace(6) %t, i64 %desc)
  call void @llvm.nvvm.tcgen05.cp.4x256b.cg1(ptr addrspace(6) %t, i64 %desc)
  call void @llvm.nvvm.tcgen05.cp.4x256b.b6x16_p32.cg1(ptr addrspace(6) %t, i64 %desc)
  call void @llvm.nvvm.tcgen05.cp.4x256b.b4x16_p64.cg1(ptr addrspace(6) %t, i64 %desc)
  call void @llvm.nvvm.tcgen05.cp.128x128b.cg1(ptr addrspace(6) %t, i64 %desc)
  call void @llvm.nvvm.tcgen05.cp.128x128b.b6x16_p32.cg1(ptr addrspace(6) %t, i64 %desc)
  call void @llvm.nvvm.tcgen05.cp.128x128b.b4x16_p64.cg1(ptr addrspace(6) %t, i64 %desc)
  call void @llvm.nvvm.tcgen05.cp.64x128b_warpx2_02_13.cg1(ptr addrspace(6) %t, i64 %desc)
  call void @llvm.nvvm.tcgen05.cp.64x128b_warpx2_02_13.b6x16_p32.cg1(ptr addrspace(6) %t, i64 %desc)
  call void @llvm.nvvm.tcgen05.cp.64x128b_warpx2_02_13.b4x16_p64.cg1(ptr addrspace(6) %t, i64 %desc)
  call void @llvm.nvvm.tcgen05.cp.64x128b_warpx2_01_23.cg1(ptr addrspace(6) %t, i64 %desc)
  call void @llvm.nvvm.tcgen05.cp.64x128b_warpx2_01_23.b6x16_p32.cg1(ptr addrspace(6) %t, i64 %desc)
  call void @llvm.nvvm.tcgen05.cp.64x128b_warpx2_01_23.b4x16_p64.cg1(ptr addrspace(6) %t, i64 %desc)
  call void @llvm.nvvm.tcgen05.cp.32x128b_warpx4.cg1(ptr addrspace(6) %t, i64 %desc)
  call void @llvm.nvvm.tcgen05.cp.32x128b_warpx4.b6x16_p32.cg1(ptr addrspace(6) %t, i64 %desc)
  call void @llvm.nvvm.tcgen05.cp.32x128b_warpx4.b4x16_p64.cg1(ptr addrspace(6) %t, i64 %desc)
  ret void
}
define ptx_kernel void @pair(ptr addrspace(3) %s, i64 %desc) {
  %a = load i32, ptr addrspace(3) %s, align 4
  %t = inttoptr i32 %a to ptr addrspace(6)
  call void @llvm.nvvm.tcgen05.cp.128x256b.cg2(ptr addrspace(6) %t, i64 %desc)
  call void @llvm.nvvm.tcgen05.cp.128x256b.b6x16_p32.cg2(ptr addrspace(6) %t, i64 %desc)
  call void @llvm.nvvm.tcgen05.cp.128x256b.b4x16_p64.cg2(ptr addrspace(6) %t, i64 %desc)
  call void @llvm.nvvm.tcgen05.cp.4x256b.cg2(ptr addrspace(6) %t, i64 %desc)
  call void @llvm.nvvm.tcgen05.cp.4x256b.b6x16_p32.cg2(ptr addrspace(6) %t, i64 %desc)
  call void @llvm.nvvm.tcgen05.cp.4x256b.b4x16_p64.cg2(ptr addrspace(6) %t, i64 %desc)
  call void @llvm.nvvm.tcgen05.cp.128x128b.cg2(ptr addrspace(6) %t, i64 %desc)
  call void @llvm.nvvm.tcgen05.cp.128x128b.b6x16_p32.cg2(ptr addrspace(6) %t, i64 %desc)
  call void @llvm.nvvm.tcgen05.cp.128x128b.b4x16_p64.cg2(ptr addrspace(6) %t, i64 %desc)
  call void @llvm.nvvm.tcgen05.cp.64x128b_warpx2_02_13.cg2(ptr addrspace(6) %t, i64 %desc)
  call void @llvm.nvvm.tcgen05.cp.64x128b_warpx2_02_13.b6x16_p32.cg2(ptr addrspace(6) %t, i64 %desc)
  call void @llvm.nvvm.tcgen05.cp.64x128b_warpx2_02_13.b4x16_p64.cg2(ptr addrspace(6) %t, i64 %desc)
  call void @llvm.nvvm.tcgen05.cp.64x128b_warpx2_01_23.cg2(ptr addrspace(6) %t, i64 %desc)
  call void @llvm.nvvm.tcgen05.cp.64x128b_warpx2_01_23.b6x16_p32.cg2(ptr addrspace(6) %t, i64 %desc)
  call void @llvm.nvvm.tcgen05.cp.64x128b_warpx2_01_23.b4x16_p64.cg2(ptr addrspace(6) %t, i64 %desc)
  call void @llvm.nvvm.tcgen05.cp.32x128b_warpx4.cg2(ptr addrspace(6) %t, i64 %desc)
  call void @llvm.nvvm.tcgen05.cp.32x128b_warpx4.b6x16_p32.cg2(ptr addrspace(6) %t, i64 %desc)
  call void @llvm.nvvm.tcgen05.cp.32x128b_warpx4.b4x16_p64.cg2(ptr addrspace(6) %t, i64 %desc)
  ret void
}
