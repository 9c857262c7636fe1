; A constant length over 128 bytes is a loop of the widest accesses the
; alignment allows, four a step (the step's loads before its stores; a
; pragma keeps ptxas from unrolling it all), then the rest unrolled: 200
; bytes aligned to 8 are 6 steps of 4 u64 pieces then one u64; 203 bytes
; aligned to 4 are 12 steps of 4 u32 pieces then two u32, a u16 and a u8.
; An i32 run-time length is zero-extended to the pointer width first, and
; its byte loop is left to ptxas to unroll; a copy through the frame uses
; its generic address.  A memset loop's tail narrows the replicated value
; (cvt.u16.u32).
; SM: 100a
; CHECK: mov.u64 %rd3, 0;
; CHECK: $L__tnv0_1:
; CHECK: .pragma "nounroll";
; CHECK: add.s64 %rd4, %rd1, %rd3;
; CHECK: add.s64 %rd5, %rd2, %rd3;
; CHECK: ld.global.u64 %rd6, [%rd5+0];
; CHECK: ld.global.u64 %rd7, [%rd5+8];
; CHECK: ld.global.u64 %rd8, [%rd5+16];
; CHECK: ld.global.u64 %rd9, [%rd5+24];
; CHECK: st.global.u64 [%rd4+0], %rd6;
; CHECK: st.global.u64 [%rd4+8], %rd7;
; CHECK: st.global.u64 [%rd4+16], %rd8;
; CHECK: st.global.u64 [%rd4+24], %rd9;
; CHECK: add.s64 %rd3, %rd3, 32;
; CHECK: setp.lt.u64 %p1, %rd3, 192;
; CHECK: @%p1 bra $L__tnv0_1;
; CHECK: ld.global.u64 %rd10, [%rd2+192];
; CHECK: st.global.u64 [%rd1+192], %rd10;
; CHECK: .pragma "nounroll";
; CHECK: ld.global.u32 %r5, [%rd13+12];
; CHECK: st.global.u32 [%rd12+0], %r2;
; CHECK: add.s64 %rd11, %rd11, 16;
; CHECK: setp.lt.u64 %p2, %rd11, 192;
; CHECK: ld.global.u32 %r7, [%rd2+196];
; CHECK: st.global.u32 [%rd1+196], %r7;
; CHECK: ld.global.u16 %rs1, [%rd2+200];
; CHECK: st.global.u16 [%rd1+200], %rs1;
; CHECK: ld.global.u8 %rs2, [%rd2+202];
; CHECK: add.u64 %rd14, %SP, 0;
; CHECK: cvt.u64.u32 %rd15, %r1;
; CHECK: setp.eq.u64 %p3, %rd15, 0;
; CHECK: $L__tnv0_5:
; CHECK: st.u8 [%rd17+0], %rs3;
; CHECK: add.s64 %rd16, %rd16, 1;
; CHECK: @%p3 bra $L__tnv0_5;
; CHECK: mov.b32 %r8, 117901063;
; CHECK: .pragma "nounroll";
; CHECK: st.global.u32 [%rd21+0], %r8;
; CHECK: st.global.u32 [%rd21+12], %r8;
; CHECK: setp.lt.u64 %p4, %rd20, 288;
; CHECK: st.global.u32 [%rd1+296], %r8;
; CHECK: cvt.u16.u32 %rs4, %r8;
; CHECK: st.global.u8 [%rd1+300], %rs4;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) noalias, ptr addrspace(1) noalias, i64, i1 immarg)
declare void @llvm.memcpy.p0.p1.i32(ptr noalias, ptr addrspace(1) noalias, i32, i1 immarg)
declare void @llvm.memset.p1.i64(ptr addrspace(1), i8, i64, i1 immarg)
declare void @sink(ptr)

define ptx_kernel void @k(ptr addrspace(1) align 8 %a, ptr addrspace(1) align 8 %b, i32 %n) {
  %buf = alloca [64 x i8], align 4
  call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) align 8 %a, ptr addrspace(1) align 8 %b, i64 200, i1 false)
  call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) align 4 %a, ptr addrspace(1) align 4 %b, i64 203, i1 false)
  call void @llvm.memcpy.p0.p1.i32(ptr align 4 %buf, ptr addrspace(1) align 4 %b, i32 %n, i1 false)
  call void @sink(ptr %buf)
  call void @llvm.memset.p1.i64(ptr addrspace(1) align 4 %a, i8 7, i64 301, i1 false)
  ret void
}
