; tcgen05.mma with .cta_group::2 (the flag, or .disable_output_lane.cg2's
; eight-word mask), and the sparse block-scaled mxf4nvf4 form with
; 16-element scale vectors.  Compared with llc-22 (sm_100a, +ptx88).
; SM: 100a
; CHECK: .version 8.8
; CHECK: setp.ne.s32 %p1, %r4, 0;
; CHECK: tcgen05.mma.cta_group::2.kind::tf32.collector::a::lastuse [%r1], %rd1, %rd2, %r3, %p1;
; CHECK: tcgen05.mma.cta_group::2.kind::tf32.ashift.collector::a::lastuse [%r1], [%r2], %rd2, %r3, {%r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15}, %p1, 3;
; CHECK: tcgen05.mma.sp.cta_group::2.kind::mxf4nvf4.block_scale.block16.collector::a::fill [%r1], [%r2], %rd2, [%r5], %r3, [%r6], [%r7], %p1;
target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(6) %d, ptr addrspace(6) %at, i64 %a, i64 %b, i32 %id, i32 %flag, ptr addrspace(6) %sp, ptr addrspace(6) %sa, ptr addrspace(6) %sb, i64 %zc, ptr addrspace(1) %lanes) {
  %en = icmp ne i32 %flag, 0
  %m8 = load <8 x i32>, ptr addrspace(1) %lanes
  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %id, i1 %en, i32 1, i32 2, i32 1)
  call void @llvm.nvvm.tcgen05.mma.tensor.scale_d.disable_output_lane.cg2.ashift(ptr addrspace(6) %d, ptr addrspace(6) %at, i64 %b, i32 %id, i1 %en, i64 3, <8 x i32> %m8, i32 1, i32 1)
  call void @llvm.nvvm.tcgen05.mma.sp.tensor.mxf4nvf4.block_scale.block16(ptr addrspace(6) %d, ptr addrspace(6) %at, i64 %b, i32 %id, i1 %en, ptr addrspace(6) %sp, ptr addrspace(6) %sa, ptr addrspace(6) %sb, i32 2, i32 2)
  ret void
}
