; tcgen05.mma with .cta_group::1, every operand-list form: shared or
; tensor-memory A, kinds f16/tf32/f8f6f4/i8 (flag 0..3), collector usage
; discard/lastuse/fill/use, .ashift, .sp metadata, .scale_d's constant,
; .disable_output_lane's mask, .block_scale's two scale addresses, and
; .ws (collector buffers b0..b3, zero-column mask).  Operand order and
; qualifiers compared with llc-22 (sm_100a, +ptx88); .block_scale needs
; PTX 8.8.
; SM: 100a
; CHECK: .version 8.8
; CHECK: setp.ne.s32 %p1, %r4, 0;
; CHECK: tcgen05.mma.cta_group::1.kind::f16.collector::a::discard [%r1], %rd1, %rd2, %r3, %p1;
; CHECK: tcgen05.mma.cta_group::1.kind::f8f6f4.collector::a::fill [%r1], [%r2], %rd2, %r3, %p1;
; CHECK: tcgen05.mma.cta_group::1.kind::i8.ashift.collector::a::lastuse [%r1], [%r2], %rd2, %r3, %p1;
; CHECK: tcgen05.mma.cta_group::1.kind::tf32.collector::a::use [%r1], %rd1, %rd2, %r3, %p1, 5;
; CHECK: tcgen05.mma.sp.cta_group::1.kind::tf32.collector::a::discard [%r1], %rd1, %rd2, [%r5], %r3, %p1;
; CHECK: tcgen05.mma.cta_group::1.kind::f16.collector::a::discard [%r1], %rd1, %rd2, %r3, {%r8, %r9, %r10, %r11}, %p1;
; CHECK: tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.collector::a::discard [%r1], %rd1, %rd2, %r3, [%r6], [%r7], %p1;
; CHECK: tcgen05.mma.cta_group::1.kind::mxf4.block_scale.block32.collector::a::lastuse [%r1], [%r2], %rd2, %r3, [%r6], [%r7], %p1;
; CHECK: tcgen05.mma.ws.cta_group::1.kind::f16.collector::b0::discard [%r1], %rd1, %rd2, %r3, %p1;
; CHECK: tcgen05.mma.ws.sp.cta_group::1.kind::tf32.collector::b2::use [%r1], [%r2], %rd2, [%r5], %r3, %p1, %rd3;
target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(6) %d, ptr addrspace(6) %at, i64 %a, i64 %b, i32 %id, i32 %flag, ptr addrspace(6) %sp, ptr addrspace(6) %sa, ptr addrspace(6) %sb, i64 %zc, ptr addrspace(1) %lanes) {
  %en = icmp ne i32 %flag, 0
  %m4 = load <4 x i32>, ptr addrspace(1) %lanes
  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %id, i1 %en, i32 0, i32 1, i32 0)
  call void @llvm.nvvm.tcgen05.mma.tensor(ptr addrspace(6) %d, ptr addrspace(6) %at, i64 %b, i32 %id, i1 %en, i32 2, i32 1, i32 2)
  call void @llvm.nvvm.tcgen05.mma.tensor.ashift(ptr addrspace(6) %d, ptr addrspace(6) %at, i64 %b, i32 %id, i1 %en, i32 3, i32 1, i32 1)
  call void @llvm.nvvm.tcgen05.mma.shared.scale_d(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %id, i1 %en, i64 5, i32 1, i32 1, i32 3)
  call void @llvm.nvvm.tcgen05.mma.sp.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %id, i1 %en, ptr addrspace(6) %sp, i32 1, i32 1, i32 0)
  call void @llvm.nvvm.tcgen05.mma.shared.disable_output_lane.cg1(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %id, i1 %en, <4 x i32> %m4, i32 0, i32 0)
  call void @llvm.nvvm.tcgen05.mma.shared.mxf8f6f4.block_scale(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %id, i1 %en, ptr addrspace(6) %sa, ptr addrspace(6) %sb, i32 1, i32 0)
  call void @llvm.nvvm.tcgen05.mma.tensor.mxf4.block_scale.block32(ptr addrspace(6) %d, ptr addrspace(6) %at, i64 %b, i32 %id, i1 %en, ptr addrspace(6) %sa, ptr addrspace(6) %sb, i32 1, i32 1)
  call void @llvm.nvvm.tcgen05.mma.ws.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %id, i1 %en, i32 0, i32 0, i32 0)
  call void @llvm.nvvm.tcgen05.mma.ws.sp.tensor.zero_col_mask(ptr addrspace(6) %d, ptr addrspace(6) %at, i64 %b, i32 %id, i1 %en, ptr addrspace(6) %sp, i64 %zc, i32 1, i32 2, i32 3)
  ret void
}
