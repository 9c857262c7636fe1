; llvm.minimum/maximum before sm_80 (no min.NaN): LLVM's expansion over
; minnum, r = isnan(a) || isnan(b) ? NaN : min(a, b); and when r is zero,
; the zero that wins (-0 for minimum, +0 for maximum) if a or b is it.
; On sm_75 half compares natively (setp.f16, sm_53) but min.f16 needs sm_80,
; so the min itself goes through f32; the canonical NaN is 0x7E00.
; SM: 75
; CHECK: setp.nan.f16 %p1, %rs1, %rs2;
; CHECK: mov.b16 %rs3, 0x7E00;
; CHECK: min.f32
; CHECK: cvt.rn.f16.f32 %rs4, %f3;
; CHECK: selp.b16 %rs5, %rs3, %rs4, %p1;
; CHECK: setp.eq.f16 %p2, %rs5, %rs6;
; CHECK: setp.eq.s16 %p3, %rs2, -32768;
; CHECK: setp.eq.s16 %p4, %rs1, -32768;
; CHECK: selp.b16 %rs7, %rs1, %rs5, %p4;
; CHECK: selp.b16 %rs8, %rs2, %rs7, %p3;
; CHECK: selp.b16 %rs9, %rs8, %rs5, %p2;
; CHECK: max.f32
; CHECK: setp.eq.s16 %p6, %rs2, 0;
; CHECK-NOT: .NaN
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %o, half %a, half %b) {
  %mi = call half @llvm.minimum.f16(half %a, half %b)
  store volatile half %mi, ptr addrspace(1) %o
  %ma = call half @llvm.maximum.f16(half %a, half %b)
  store volatile half %ma, ptr addrspace(1) %o
  ret void
}

declare half @llvm.minimum.f16(half, half)
declare half @llvm.maximum.f16(half, half)
