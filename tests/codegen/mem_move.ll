; llvm.memmove: the regions may overlap.  A constant length loads every
; piece before the first store.  A run-time length compares the addresses
; and copies forward when the destination is below the source, else
; backward, both as loops inside the block.  Pointers in two different
; specific spaces cannot overlap (a plain memcpy loop); a generic pointer
; and a shared one are compared as generic addresses (cvta.shared first).
; SM: 90a
; CHECK: ld.global.u32 %r1, [%rd1+4];
; CHECK: ld.global.u32 %r2, [%rd1+8];
; CHECK: ld.global.u32 %r3, [%rd1+12];
; CHECK: st.global.u32 [%rd1], %r1;
; CHECK: st.global.u32 [%rd1+4], %r2;
; CHECK: setp.lt.u64 %p1, %rd1, %rd2;
; CHECK: @%p1 bra $L__tnv0_1;
; CHECK: sub.s64 %rd
; CHECK: ld.global.u8 %rs
; CHECK: setp.ne.u64 %p
; CHECK: bra.uni $L__tnv0_2;
; CHECK: $L__tnv0_1:
; CHECK: ld.global.u8 %rs
; CHECK: add.s64 %rd8, %rd8, 1;
; CHECK: setp.lt.u64 %p
; CHECK: $L__tnv0_2:
; CHECK: ld.global.u8 %rs
; CHECK: st.shared.u8 [%rd
; CHECK: cvta.shared.u64 %rd
; CHECK: setp.lt.u64 %p
; CHECK: ld.u8 %rs
; CHECK: st.shared.u8
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sh = internal addrspace(3) global [256 x i8] undef, align 4

declare void @llvm.memmove.p1.p1.i64(ptr addrspace(1), ptr addrspace(1), i64, i1 immarg)
declare void @llvm.memmove.p3.p1.i64(ptr addrspace(3), ptr addrspace(1), i64, i1 immarg)
declare void @llvm.memmove.p3.p0.i64(ptr addrspace(3), ptr, i64, i1 immarg)

define ptx_kernel void @k(ptr addrspace(1) align 4 %a, ptr addrspace(1) %b, ptr %g, i64 %n) {
  %a4 = getelementptr i8, ptr addrspace(1) %a, i64 4
  call void @llvm.memmove.p1.p1.i64(ptr addrspace(1) align 4 %a, ptr addrspace(1) align 4 %a4, i64 12, i1 false)
  call void @llvm.memmove.p1.p1.i64(ptr addrspace(1) %a, ptr addrspace(1) %b, i64 %n, i1 false)
  call void @llvm.memmove.p3.p1.i64(ptr addrspace(3) @sh, ptr addrspace(1) %b, i64 %n, i1 false)
  call void @llvm.memmove.p3.p0.i64(ptr addrspace(3) @sh, ptr %g, i64 %n, i1 false)
  ret void
}
