; A constant length over 128 bytes is a loop of the widest accesses the
; alignment allows, then the rest unrolled: 200 bytes aligned to 8 are 25
; u64 steps; 203 bytes aligned to 4 are 50 u32 steps then a u16 and a u8.
; An i32 run-time length is zero-extended to the pointer width first; a
; copy through the frame uses its generic address.  A memset loop's tail
; narrows the replicated value (cvt.u16.u64).
; SM: 100a
; CHECK: mov.u64 %rd3, 0;
; CHECK: $L__tnv0_1:
; CHECK: ld.global.u64 %rd6, [%rd5+0];
; CHECK: st.global.u64 [%rd4+0], %rd6;
; CHECK: add.s64 %rd3, %rd3, 8;
; CHECK: setp.lt.u64 %p1, %rd3, 200;
; CHECK: @%p1 bra $L__tnv0_1;
; CHECK: ld.global.u32 %r2, [%rd9+0];
; CHECK: setp.lt.u64 %p2, %rd7, 200;
; CHECK: ld.global.u16 %rs1, [%rd2+200];
; CHECK: st.global.u16 [%rd1+200], %rs1;
; CHECK: ld.global.u8 %rs2, [%rd2+202];
; CHECK: add.u64 %rd10, %SP, 0;
; CHECK: cvt.u64.u32 %rd11, %r1;
; CHECK: setp.eq.u64 %p3, %rd11, 0;
; CHECK: st.u8 [%rd13+0], %rs3;
; CHECK: mov.b32 %r3, 117901063;
; CHECK: st.global.u32 [%rd17+0], %r3;
; CHECK: setp.lt.u64 %p4, %rd16, 300;
; CHECK: cvt.u16.u32 %rs4, %r3;
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
