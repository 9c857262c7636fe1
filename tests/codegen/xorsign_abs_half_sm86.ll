; min/max .xorsign.abs on half and bfloat (sm_86, PTX 7.2): one
; instruction per element; the <2 x half> form is split in two.
; SM: 86
; CHECK: .version 7.2
; CHECK: ld.param.b16 %rs1, [h_param_0];
; CHECK: ld.param.b16 %rs2, [h_param_1];
; CHECK: min.xorsign.abs.f16 %rs3, %rs1, %rs2;
; CHECK: max.ftz.NaN.xorsign.abs.f16 %rs4, %rs3, %rs2;
; CHECK: st.param.b16 [func_retval0+0], %rs4;
; CHECK: min.NaN.xorsign.abs.bf16 %rs3, %rs1, %rs2;
; CHECK: max.xorsign.abs.bf16 %rs4, %rs3, %rs1;
; CHECK: min.xorsign.abs.f16 %rs5, %rs1, %rs3;
; CHECK: min.xorsign.abs.f16 %rs6, %rs2, %rs4;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare half @llvm.nvvm.fmin.xorsign.abs.f16(half, half)
declare half @llvm.nvvm.fmax.ftz.nan.xorsign.abs.f16(half, half)
declare bfloat @llvm.nvvm.fmin.nan.xorsign.abs.bf16(bfloat, bfloat)
declare bfloat @llvm.nvvm.fmax.xorsign.abs.bf16(bfloat, bfloat)
declare <2 x half> @llvm.nvvm.fmin.xorsign.abs.f16x2(<2 x half>, <2 x half>)

define half @h(half %a, half %b) {
  %x = call half @llvm.nvvm.fmin.xorsign.abs.f16(half %a, half %b)
  %y = call half @llvm.nvvm.fmax.ftz.nan.xorsign.abs.f16(half %x, half %b)
  ret half %y
}

define bfloat @bf(bfloat %a, bfloat %b) {
  %x = call bfloat @llvm.nvvm.fmin.nan.xorsign.abs.bf16(bfloat %a, bfloat %b)
  %y = call bfloat @llvm.nvvm.fmax.xorsign.abs.bf16(bfloat %x, bfloat %a)
  ret bfloat %y
}

define <2 x half> @h2(<2 x half> %a, <2 x half> %b) {
  %x = call <2 x half> @llvm.nvvm.fmin.xorsign.abs.f16x2(<2 x half> %a, <2 x half> %b)
  ret <2 x half> %x
}
