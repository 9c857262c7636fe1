; Pass "wide-mul" (isel/dag/widemul.c): an extension from 32 bits whose
; value another block reads too is computed into its register there, and
; a 64-bit multiply of it in the same block still becomes mul.wide with a
; copy of its own: zext by a constant (u32), sext by a constant (s32),
; and sext times sext.  A 64-bit multiply by a power of two that
; mul.wide does not take (the zext by 2^32, outside its range; a register
; from another block; an i64 parameter) is a shift (shl.b64; by 2^63
; too); by 12 it stays a multiply.  Not at -O0.
; SM: 80
; CHECK: mov.u32 %r2, %tid.x;
; CHECK: cvt.u64.u32 %rd2, %r2;
; CHECK: mul.wide.u32 %rd4, %r2, 16;
; CHECK: add.s64 %rd5, %rd1, %rd4;
; CHECK: st.global.u32 [%rd5], 1;
; CHECK: add.s32 %r3, %r1, %r2;
; CHECK: cvt.s64.s32 %rd3, %r3;
; CHECK: mul.wide.s32 %rd6, %r3, -12;
; CHECK: mul.wide.s32 %rd8, %r3, %r3;
; CHECK: shl.b64 %rd10, %rd2, 32;
; CHECK: // %next
; CHECK: add.s64 %rd12, %rd1, %rd2;
; CHECK: add.s64 %rd13, %rd12, %rd3;
; CHECK: .func shifts(
; CHECK: ld.param.u64 %rd2, [shifts_param_1];
; CHECK: shl.b64 %rd4, %rd2, 3;
; CHECK: add.s64 %rd5, %rd1, %rd4;
; CHECK: shl.b64 %rd6, %rd2, 63;
; CHECK: mul.lo.s64 %rd8, %rd2, 12;
; CHECK: cvt.u64.u32 %rd3, %r1;
; CHECK: shl.b64 %rd10, %rd3, 4;
; CHECK: add.s64 %rd11, %rd1, %rd10;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define ptx_kernel void @k(ptr addrspace(1) %p, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %z = zext i32 %t to i64
  %a = getelementptr inbounds [16 x i8], ptr addrspace(1) %p, i64 %z
  store i32 1, ptr addrspace(1) %a, align 4
  %m = add i32 %n, %t
  %s = sext i32 %m to i64
  %b = mul i64 %s, -12
  %bp = getelementptr inbounds i8, ptr addrspace(1) %p, i64 %b
  store i32 2, ptr addrspace(1) %bp, align 4
  %sq = mul i64 %s, %s
  %cp = getelementptr inbounds i8, ptr addrspace(1) %p, i64 %sq
  store i32 3, ptr addrspace(1) %cp, align 4
  %big = mul i64 %z, 4294967296
  %dp = getelementptr inbounds i8, ptr addrspace(1) %p, i64 %big
  store i32 4, ptr addrspace(1) %dp, align 4
  br label %next

next:
  %e = getelementptr inbounds i8, ptr addrspace(1) %p, i64 %z
  %f = getelementptr inbounds i8, ptr addrspace(1) %e, i64 %s
  store i32 5, ptr addrspace(1) %f, align 4
  ret void
}

define void @shifts(ptr addrspace(1) %p, i64 %i, i32 %j) {
entry:
  %a = getelementptr inbounds i64, ptr addrspace(1) %p, i64 %i
  store i64 1, ptr addrspace(1) %a, align 8
  %b = mul i64 %i, -9223372036854775808
  %bp = getelementptr inbounds i8, ptr addrspace(1) %p, i64 %b
  store i64 2, ptr addrspace(1) %bp, align 8
  %c = mul i64 %i, 12
  %cp = getelementptr inbounds i8, ptr addrspace(1) %p, i64 %c
  store i64 3, ptr addrspace(1) %cp, align 8
  %z = zext i32 %j to i64
  br label %next

next:
  %d = getelementptr inbounds [16 x i8], ptr addrspace(1) %p, i64 %z
  store i64 4, ptr addrspace(1) %d, align 8
  ret void
}
