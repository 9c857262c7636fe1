; memcpy, memmove and memset of under-aligned memory (isel/lower/memintr.c):
; the pieces are never wider than the alignment both pointers promise
; (their `align` attributes; none: 1), in .global, generic and .shared
; space, unrolled and as a loop.
; SM: 80
; CHECK: .visible .func copy_a1(
; CHECK: ld.param.u64 %rd1, [copy_a1_param_0];
; CHECK: ld.param.u64 %rd2, [copy_a1_param_1];
; CHECK: ld.global.u8 %rs1, [%rd2];
; CHECK: st.global.u8 [%rd1], %rs1;
; CHECK: ld.global.u8 %rs2, [%rd2+1];
; CHECK: st.global.u8 [%rd1+1], %rs2;
; CHECK: ld.global.u8 %rs3, [%rd2+2];
; CHECK: st.global.u8 [%rd1+2], %rs3;
; CHECK: ld.global.u8 %rs4, [%rd2+3];
; CHECK: st.global.u8 [%rd1+3], %rs4;
; CHECK: ld.global.u8 %rs5, [%rd2+4];
; CHECK: st.global.u8 [%rd1+4], %rs5;
; CHECK: ld.global.u8 %rs6, [%rd2+5];
; CHECK: st.global.u8 [%rd1+5], %rs6;
; CHECK: ld.global.u8 %rs7, [%rd2+6];
; CHECK: st.global.u8 [%rd1+6], %rs7;
; CHECK: ret;
; CHECK: .visible .func copy_a2(
; CHECK: ld.param.u64 %rd1, [copy_a2_param_0];
; CHECK: ld.param.u64 %rd2, [copy_a2_param_1];
; CHECK: ld.global.u16 %rs1, [%rd2];
; CHECK: st.global.u16 [%rd1], %rs1;
; CHECK: ld.global.u16 %rs2, [%rd2+2];
; CHECK: st.global.u16 [%rd1+2], %rs2;
; CHECK: ld.global.u16 %rs3, [%rd2+4];
; CHECK: st.global.u16 [%rd1+4], %rs3;
; CHECK: ld.global.u16 %rs4, [%rd2+6];
; CHECK: st.global.u16 [%rd1+6], %rs4;
; CHECK: ld.global.u16 %rs5, [%rd2+8];
; CHECK: st.global.u16 [%rd1+8], %rs5;
; CHECK: ret;
; CHECK: .visible .func move_a1(
; CHECK: ld.param.u64 %rd1, [move_a1_param_0];
; CHECK: ld.param.u64 %rd2, [move_a1_param_1];
; CHECK: ld.u8 %rs1, [%rd2];
; CHECK: ld.u8 %rs2, [%rd2+1];
; CHECK: ld.u8 %rs3, [%rd2+2];
; CHECK: ld.u8 %rs4, [%rd2+3];
; CHECK: ld.u8 %rs5, [%rd2+4];
; CHECK: ld.u8 %rs6, [%rd2+5];
; CHECK: st.u8 [%rd1], %rs1;
; CHECK: st.u8 [%rd1+1], %rs2;
; CHECK: st.u8 [%rd1+2], %rs3;
; CHECK: st.u8 [%rd1+3], %rs4;
; CHECK: st.u8 [%rd1+4], %rs5;
; CHECK: st.u8 [%rd1+5], %rs6;
; CHECK: ret;
; CHECK: .visible .func set_shared(
; CHECK: ld.param.u8 %rs1, [set_shared_param_0];
; CHECK: st.shared.u8 [sh+1], %rs1;
; CHECK: st.shared.u8 [sh+2], %rs1;
; CHECK: st.shared.u8 [sh+3], %rs1;
; CHECK: st.shared.u8 [sh+4], %rs1;
; CHECK: st.shared.u8 [sh+5], %rs1;
; CHECK: st.shared.u8 [sh+6], %rs1;
; CHECK: st.shared.u8 [sh+7], %rs1;
; CHECK: st.shared.u16 [sh+8], 23130;
; CHECK: st.shared.u16 [sh+10], 23130;
; CHECK: st.shared.u16 [sh+12], 23130;
; CHECK: ret;
; CHECK: .visible .func copy_loop(
; CHECK: ld.param.u64 %rd1, [copy_loop_param_0];
; CHECK: ld.param.u64 %rd2, [copy_loop_param_1];
; CHECK: mov.u64 %rd3, 0;
; CHECK: $L__tnv4_1:
; CHECK: .pragma "nounroll";
; CHECK: add.s64 %rd4, %rd1, %rd3;
; CHECK: add.s64 %rd5, %rd2, %rd3;
; CHECK: ld.global.u8 %rs1, [%rd5+0];
; CHECK: ld.global.u8 %rs2, [%rd5+1];
; CHECK: ld.global.u8 %rs3, [%rd5+2];
; CHECK: ld.global.u8 %rs4, [%rd5+3];
; CHECK: st.global.u8 [%rd4+0], %rs1;
; CHECK: st.global.u8 [%rd4+1], %rs2;
; CHECK: st.global.u8 [%rd4+2], %rs3;
; CHECK: st.global.u8 [%rd4+3], %rs4;
; CHECK: add.s64 %rd3, %rd3, 4;
; CHECK: setp.lt.u64 %p1, %rd3, 200;
; CHECK: @%p1 bra $L__tnv4_1;
; CHECK: $L__tnv4_2:
; CHECK: ret;
; CHECK-NOT: ld.global.u32
; CHECK-NOT: st.global.u32
; CHECK-NOT: ld.u16 %
; CHECK-NOT: st.shared.u32
; CHECK-NOT: ld.global.u16 %rs1, [%rd2+1]
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.memcpy.p1.p1.i64(ptr addrspace(1), ptr addrspace(1), i64, i1)
declare void @llvm.memmove.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memset.p3.i64(ptr addrspace(3), i8, i64, i1)

@sh = internal addrspace(3) global [16 x i8] undef, align 4

; memcpy of 7 bytes, destination 2-aligned, source 1-aligned: bytes.
define void @copy_a1(ptr addrspace(1) %d, ptr addrspace(1) %s) {
  call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) align 2 %d, ptr addrspace(1) align 1 %s, i64 7, i1 false)
  ret void
}

; memcpy of 10 bytes, both 2-aligned: halves.
define void @copy_a2(ptr addrspace(1) %d, ptr addrspace(1) %s) {
  call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) align 2 %d, ptr addrspace(1) align 2 %s, i64 10, i1 false)
  ret void
}

; memmove of 6 bytes with no alignment known: every byte loaded first.
define void @move_a1(ptr %d, ptr %s) {
  call void @llvm.memmove.p0.p0.i64(ptr %d, ptr %s, i64 6, i1 false)
  ret void
}

; memset of 7 bytes at shared+1 (align 1) and 6 bytes at shared+8 (align 2).
define void @set_shared(i8 zeroext %v) {
  %p1 = getelementptr i8, ptr addrspace(3) @sh, i64 1
  call void @llvm.memset.p3.i64(ptr addrspace(3) align 1 %p1, i8 %v, i64 7, i1 false)
  %p8 = getelementptr i8, ptr addrspace(3) @sh, i64 8
  call void @llvm.memset.p3.i64(ptr addrspace(3) align 2 %p8, i8 90, i64 6, i1 false)
  ret void
}

; A copy longer than the unrolled limit at align 1: a loop of bytes, four
; a step.
define void @copy_loop(ptr addrspace(1) %d, ptr addrspace(1) %s) {
  call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) align 1 %d, ptr addrspace(1) align 4 %s, i64 200, i1 false)
  ret void
}
