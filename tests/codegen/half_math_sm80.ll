; llvm.minimum/maximum, copysign, round and roundeven on half, bfloat and
; <2 x half> (element by element).  minimum/maximum propagate NaN and order
; -0 below +0: min.NaN/max.NaN (sm_80).  copysign is the sign bit of one
; and the other bits of the other (integer logic on the .b16 register).
; round (halves away from zero) has no cvt mode: LLVM's expansion in f32
; (trunc(|x| + 0.5), 0 below 0.5, |x| itself above 2^23), back to 16 bits
; exactly, and x's sign.  roundeven is cvt.rni.
; SM: 80
; CHECK: min.NaN.f16
; CHECK: max.NaN.bf16
; CHECK: and.b16 %rs11, %rs1, 32767;
; CHECK: and.b16 %rs12, %rs2, -32768;
; CHECK: or.b16 %rs13, %rs11, %rs12;
; CHECK: abs.f32
; CHECK: setp.gt.f32 %p1, %f2, 0f4B000000;
; CHECK: setp.lt.f32 %p2, %f2, 0f3F000000;
; CHECK: add.rn.f32 %f3, %f2, 0f3F000000;
; CHECK: cvt.rzi.f32.f32 %f4, %f3;
; CHECK: selp.f32 %f5, 0f00000000, %f4, %p2;
; CHECK: selp.f32 %f6, %f2, %f5, %p1;
; CHECK: cvt.rn.f16.f32
; CHECK: cvt.rni.f16.f16
; CHECK: min.NaN.f16 %rs19, %rs5, %rs7;
; CHECK: min.NaN.f16 %rs20, %rs6, %rs8;
; CHECK-NOT: min.f16
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %o, half %a, half %b, bfloat %c, bfloat %d, <2 x half> %v, <2 x half> %w) {
  %mi = call half @llvm.minimum.f16(half %a, half %b)
  store volatile half %mi, ptr addrspace(1) %o
  %ma = call bfloat @llvm.maximum.bf16(bfloat %c, bfloat %d)
  store volatile bfloat %ma, ptr addrspace(1) %o
  %cs = call half @llvm.copysign.f16(half %a, half %b)
  store volatile half %cs, ptr addrspace(1) %o
  %ro = call half @llvm.round.f16(half %a)
  store volatile half %ro, ptr addrspace(1) %o
  %re = call half @llvm.roundeven.f16(half %a)
  store volatile half %re, ptr addrspace(1) %o
  %vm = call <2 x half> @llvm.minimum.v2f16(<2 x half> %v, <2 x half> %w)
  store volatile <2 x half> %vm, ptr addrspace(1) %o
  ret void
}

declare half @llvm.minimum.f16(half, half)
declare bfloat @llvm.maximum.bf16(bfloat, bfloat)
declare half @llvm.copysign.f16(half, half)
declare half @llvm.round.f16(half)
declare half @llvm.roundeven.f16(half)
declare <2 x half> @llvm.minimum.v2f16(<2 x half>, <2 x half>)
