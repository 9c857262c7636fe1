; llvm.memmove of a constant length over 128 bytes (isel/lower/memintr.c):
; the addresses are compared at run time; forward (destination below the
; source) is a loop of four pieces a step, then the tail; backward copies
; the tail first, then steps down.  Each step loads its four pieces before
; storing any, which is right for overlapping blocks in either direction
; (tests/sim/kernels/memloop.ll runs it).  150 bytes aligned to 4 are 9
; steps of 16 bytes, then 4 + 2 bytes.  A copy or move of a block onto
; itself (the same pointer) changes nothing and is dropped, unless it is
; volatile.
; SM: 80
; CHECK: .visible .func move_loop(
; CHECK: ld.param.u64 %rd1, [move_loop_param_0];
; CHECK: ld.param.u64 %rd2, [move_loop_param_1];
; CHECK: setp.lt.u64 %p1, %rd1, %rd2;
; CHECK: @%p1 bra $L__tnv0_1;
; CHECK: ld.global.u32 %r1, [%rd2+144];
; CHECK: st.global.u32 [%rd1+144], %r1;
; CHECK: ld.global.u16 %rs1, [%rd2+148];
; CHECK: st.global.u16 [%rd1+148], %rs1;
; CHECK: mov.u64 %rd3, 144;
; CHECK: $L__tnv0_3:
; CHECK: .pragma "nounroll";
; CHECK: sub.s64 %rd3, %rd3, 16;
; CHECK: add.s64 %rd4, %rd1, %rd3;
; CHECK: add.s64 %rd5, %rd2, %rd3;
; CHECK: ld.global.u32 %r2, [%rd5+0];
; CHECK: ld.global.u32 %r3, [%rd5+4];
; CHECK: ld.global.u32 %r4, [%rd5+8];
; CHECK: ld.global.u32 %r5, [%rd5+12];
; CHECK: st.global.u32 [%rd4+0], %r2;
; CHECK: st.global.u32 [%rd4+4], %r3;
; CHECK: st.global.u32 [%rd4+8], %r4;
; CHECK: st.global.u32 [%rd4+12], %r5;
; CHECK: setp.ne.u64 %p2, %rd3, 0;
; CHECK: @%p2 bra $L__tnv0_3;
; CHECK: bra.uni $L__tnv0_2;
; CHECK: $L__tnv0_1:
; CHECK: mov.u64 %rd6, 0;
; CHECK: $L__tnv0_5:
; CHECK: .pragma "nounroll";
; CHECK: add.s64 %rd7, %rd1, %rd6;
; CHECK: add.s64 %rd8, %rd2, %rd6;
; CHECK: ld.global.u32 %r6, [%rd8+0];
; CHECK: ld.global.u32 %r9, [%rd8+12];
; CHECK: st.global.u32 [%rd7+0], %r6;
; CHECK: st.global.u32 [%rd7+12], %r9;
; CHECK: add.s64 %rd6, %rd6, 16;
; CHECK: setp.lt.u64 %p3, %rd6, 144;
; CHECK: @%p3 bra $L__tnv0_5;
; CHECK: ld.global.u32 %r10, [%rd2+144];
; CHECK: st.global.u32 [%rd1+144], %r10;
; CHECK: ld.global.u16 %rs2, [%rd2+148];
; CHECK: st.global.u16 [%rd1+148], %rs2;
; CHECK: $L__tnv0_2:
; CHECK: ret;
; CHECK: .visible .func self(
; CHECK: .reg .pred %p<4>;
; CHECK: .reg .b16  %rs<3>;
; CHECK: ld.param.u64 %rd1, [self_param_0];
; CHECK: ld.param.u64 %rd2, [self_param_1];
; CHECK: setp.lt.u64 %p1, %rd1, %rd1;
; CHECK: sub.s64 %rd3, %rd3, 1;
; CHECK: add.s64 %rd4, %rd1, %rd3;
; CHECK: add.s64 %rd5, %rd1, %rd3;
; CHECK: ld.volatile.global.u8 %rs1, [%rd5+0];
; CHECK: st.volatile.global.u8 [%rd4+0], %rs1;
; CHECK: ld.volatile.global.u8 %rs2, [%rd8+0];
; CHECK: st.volatile.global.u8 [%rd7+0], %rs2;
; CHECK: ret;
; CHECK-NOT: ld.global.u8
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.memmove.p1.p1.i64(ptr addrspace(1), ptr addrspace(1), i64, i1 immarg)
declare void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) noalias, ptr addrspace(1) noalias, i64, i1 immarg)

define void @move_loop(ptr addrspace(1) align 4 %a, ptr addrspace(1) align 4 %b) {
  call void @llvm.memmove.p1.p1.i64(ptr addrspace(1) align 4 %a, ptr addrspace(1) align 4 %b, i64 150, i1 false)
  ret void
}

; only the volatile memmove is left
define void @self(ptr addrspace(1) %a, i64 %n) {
  call void @llvm.memmove.p1.p1.i64(ptr addrspace(1) %a, ptr addrspace(1) %a, i64 %n, i1 false)
  call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) %a, ptr addrspace(1) %a, i64 200, i1 false)
  call void @llvm.memmove.p1.p1.i64(ptr addrspace(1) %a, ptr addrspace(1) %a, i64 %n, i1 true)
  ret void
}
