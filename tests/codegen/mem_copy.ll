; llvm.memcpy of a constant length is unrolled into the widest accesses the
; alignment allows: 16-byte aligned copies are ld/st.v2.u64, an 8-aligned
; 24-byte copy three u64, a 4-aligned 7-byte copy u32 + u16 + u8, an
; unaligned one bytes.  Every address space works (shared, global, const,
; the .local frame through [%SPL+off]), and the volatile flag makes every
; access volatile.  No loop for constant lengths this short.
; SM: 80
; CHECK: ld.global.v2.u64 {%rd
; CHECK: st.global.v2.u64 [%rd1], {%rd
; CHECK: ld.global.v2.u64 {%rd
; CHECK: st.global.v2.u64 [%rd1+16], {%rd
; CHECK: ld.global.u32 %r
; CHECK: st.shared.u32 [buf],
; CHECK: ld.global.u16 %rs
; CHECK: st.shared.u16 [buf+4],
; CHECK: ld.global.u8 %rs
; CHECK: st.shared.u8 [buf+6],
; CHECK: ld.shared.u8 %rs
; CHECK: st.global.u8 [%rd
; CHECK: ld.const.u64 %rd
; CHECK: st.local.u64 [%SPL+0],
; CHECK: ld.const.u64 %rd
; CHECK: st.local.u64 [%SPL+16],
; CHECK: ld.volatile.global.u64 %rd
; CHECK: st.volatile.global.u64 [%rd
; CHECK: ld.volatile.global.u64 %rd
; CHECK: ld.global.u64 %rd
; CHECK: st.u64 [%rd
; CHECK-NOT: $L__tnv
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@buf = internal addrspace(3) global [64 x i8] undef, align 16
@tab = internal addrspace(4) constant [24 x i8] c"abcdefghijklmnopqrstuvw\00", align 8

declare void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) noalias, ptr addrspace(1) noalias, i64, i1 immarg)
declare void @llvm.memcpy.p3.p1.i32(ptr addrspace(3) noalias, ptr addrspace(1) noalias, i32, i1 immarg)
declare void @llvm.memcpy.p1.p3.i64(ptr addrspace(1) noalias, ptr addrspace(3) noalias, i64, i1 immarg)
declare void @llvm.memcpy.p0.p4.i64(ptr noalias, ptr addrspace(4) noalias, i64, i1 immarg)
declare void @llvm.memcpy.p0.p1.i64(ptr noalias, ptr addrspace(1) noalias, i64, i1 immarg)
declare void @llvm.memcpy.inline.p0.p1.i64(ptr noalias, ptr addrspace(1) noalias, i64 immarg, i1 immarg)
declare void @use(ptr)

define ptx_kernel void @k(ptr addrspace(1) align 16 %out, ptr addrspace(1) align 16 %in, ptr %gen) {
  %slot = alloca [24 x i8], align 8
  call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) align 16 %out, ptr addrspace(1) align 16 %in, i64 32, i1 false)
  call void @llvm.memcpy.p3.p1.i32(ptr addrspace(3) align 4 @buf, ptr addrspace(1) align 4 %in, i32 7, i1 false)
  %o2 = getelementptr i8, ptr addrspace(1) %out, i64 40
  call void @llvm.memcpy.p1.p3.i64(ptr addrspace(1) align 1 %o2, ptr addrspace(3) align 1 @buf, i64 3, i1 false)
  call void @llvm.memcpy.p0.p4.i64(ptr align 8 %slot, ptr addrspace(4) align 8 @tab, i64 24, i1 false)
  call void @use(ptr %slot)
  call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) align 8 %out, ptr addrspace(1) align 8 %in, i64 16, i1 true)
  call void @llvm.memcpy.inline.p0.p1.i64(ptr align 8 %gen, ptr addrspace(1) align 8 %in, i64 8, i1 false)
  ret void
}
