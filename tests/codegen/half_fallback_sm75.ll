; The f32 fallbacks (issue #5), forced on sm_75, which has no bfloat
; arithmetic at all (not even cvt): a bfloat is widened to f32 by moving
; its bits into the high half (exact), the operation is done in f32, and
; the result is rounded to nearest even by integer arithmetic on the f32
; bits (add 0x7fff plus the lowest kept bit; a NaN is made quiet).  One
; f32 operation and one rounding give the correctly rounded bfloat result
; for add, sub, mul, div and sqrt; fma is rounded to odd in f32 first
; (fma.rz, and the last bit set when fma.rm and fma.rp disagree), since
; two roundings to nearest could differ from one.
; half's minnum needs sm_80 for min.f16: it goes through min.f32.
; SM: 75
; CHECK: cvt.u32.u16 %r1, %rs1;
; CHECK: shl.b32 %r2, %r1, 16;
; CHECK: mov.b32 %f1, %r2;
; CHECK: add.rn.f32 %f3, %f1, %f2;
; CHECK: mov.b32 %r5, %f3;
; CHECK: bfe.u32 %r6, %r5, 16, 1;
; CHECK: add.s32 %r7, %r5, %r6;
; CHECK: add.s32 %r8, %r7, 32767;
; CHECK: setp.nan.f32 %p1, %f3, %f3;
; CHECK: or.b32 %r9, %r5, 4194304;
; CHECK: selp.b32 %r10, %r9, %r8, %p1;
; CHECK: mov.b32 {_, %rs4}, %r10;
; CHECK: fma.rz.f32 %f7, %f4, %f5, %f6;
; CHECK: fma.rm.f32 %f8, %f4, %f5, %f6;
; CHECK: fma.rp.f32 %f9, %f4, %f5, %f6;
; CHECK: setp.ne.f32 %p2, %f8, %f9;
; CHECK: mov.b32 %r17, %f7;
; CHECK: or.b32 %r18, %r17, 1;
; CHECK: selp.b32 %r19, %r18, %r17, %p2;
; CHECK: add.s32 %r23, %r22, 32767;
; CHECK: setp.lt.f32
; CHECK: sqrt.rn.f32
; CHECK: min.f32
; CHECK: cvt.rn.f16.f32
; CHECK-NOT: .bf16
; CHECK-NOT: min.f16
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @b(ptr addrspace(1) %o, ptr addrspace(1) %oi, bfloat %a, bfloat %b, bfloat %c) {
  %add = fadd bfloat %a, %b
  store volatile bfloat %add, ptr addrspace(1) %o
  %fma = call bfloat @llvm.fma.bf16(bfloat %a, bfloat %b, bfloat %c)
  store volatile bfloat %fma, ptr addrspace(1) %o
  %cmp = fcmp olt bfloat %a, %c
  %z = zext i1 %cmp to i32
  store volatile i32 %z, ptr addrspace(1) %oi
  %sq = call bfloat @llvm.sqrt.bf16(bfloat %c)
  store volatile bfloat %sq, ptr addrspace(1) %o
  ret void
}

define ptx_kernel void @h(ptr addrspace(1) %o, half %a, half %b) {
  %min = call half @llvm.minnum.f16(half %a, half %b)
  store volatile half %min, ptr addrspace(1) %o
  ret void
}

declare bfloat @llvm.fma.bf16(bfloat, bfloat, bfloat)
declare bfloat @llvm.sqrt.bf16(bfloat)
declare half @llvm.minnum.f16(half, half)
