; The llvm.nvvm half and bfloat intrinsics, one instruction each, and their
; <2 x half> forms split element by element into the scalar ones.
; ff2f16x2.rn(a, b) is PTX's cvt.rn.f16x2.f32 d, a, b, which puts a in the
; upper half: element 0 comes from b, element 1 from a.
; SM: 90a
; CHECK: min.NaN.f16 %rs10, %rs1, %rs2;
; CHECK: max.ftz.f16 %rs11, %rs1, %rs2;
; CHECK: fma.rn.relu.bf16 %rs12, %rs7, %rs7, %rs7;
; CHECK: fma.rn.sat.f16 %rs13, %rs1, %rs2, %rs1;
; CHECK: ex2.approx.f16 %rs14, %rs1;
; CHECK: xor.b16 %rs15, %rs7, -32768;
; CHECK: abs.ftz.f16 %rs16, %rs1;
; CHECK: cvt.rn.f16.f32 %rs17, %f1;
; CHECK: cvt.rz.relu.bf16.f32 %rs18, %f1;
; CHECK: min.f16 %rs19, %rs3, %rs5;
; CHECK: min.f16 %rs20, %rs4, %rs6;
; CHECK: fma.rn.bf16 %rs21, %rs8, %rs8, %rs8;
; CHECK: fma.rn.bf16 %rs22, %rs9, %rs9, %rs9;
; CHECK: cvt.rn.f16.f32 %rs23, %f2;
; CHECK: cvt.rn.f16.f32 %rs24, %f1;
; CHECK: st.volatile.global.v2.b16 [%rd1], {%rs23, %rs24};
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %o, half %a, half %b, <2 x half> %v, <2 x half> %w,
                          bfloat %c, <2 x bfloat> %x, float %f, float %g) {
  %mn = call half @llvm.nvvm.fmin.nan.f16(half %a, half %b)
  store volatile half %mn, ptr addrspace(1) %o
  %mx = call half @llvm.nvvm.fmax.ftz.f16(half %a, half %b)
  store volatile half %mx, ptr addrspace(1) %o
  %fr = call bfloat @llvm.nvvm.fma.rn.relu.bf16(bfloat %c, bfloat %c, bfloat %c)
  store volatile bfloat %fr, ptr addrspace(1) %o
  %fs = call half @llvm.nvvm.fma.rn.sat.f16(half %a, half %b, half %a)
  store volatile half %fs, ptr addrspace(1) %o
  %e = call half @llvm.nvvm.ex2.approx.f16(half %a)
  store volatile half %e, ptr addrspace(1) %o
  %nb = call bfloat @llvm.nvvm.neg.bf16(bfloat %c)
  store volatile bfloat %nb, ptr addrspace(1) %o
  %ab = call half @llvm.nvvm.fabs.ftz.f16(half %a)
  store volatile half %ab, ptr addrspace(1) %o
  %h = call i16 @llvm.nvvm.f2h.rn(float %f)
  store volatile i16 %h, ptr addrspace(1) %o
  %bz = call bfloat @llvm.nvvm.f2bf16.rz.relu(float %f)
  store volatile bfloat %bz, ptr addrspace(1) %o
  %vm = call <2 x half> @llvm.nvvm.fmin.f16x2(<2 x half> %v, <2 x half> %w)
  store volatile <2 x half> %vm, ptr addrspace(1) %o
  %vf = call <2 x bfloat> @llvm.nvvm.fma.rn.bf16x2(<2 x bfloat> %x, <2 x bfloat> %x, <2 x bfloat> %x)
  store volatile <2 x bfloat> %vf, ptr addrspace(1) %o
  %pk = call <2 x half> @llvm.nvvm.ff2f16x2.rn(float %f, float %g)
  store volatile <2 x half> %pk, ptr addrspace(1) %o
  ret void
}

attributes #0 = { nounwind memory(none) }
declare half @llvm.nvvm.fmin.nan.f16(half, half) #0
declare half @llvm.nvvm.fmax.ftz.f16(half, half) #0
declare bfloat @llvm.nvvm.fma.rn.relu.bf16(bfloat, bfloat, bfloat) #0
declare half @llvm.nvvm.fma.rn.sat.f16(half, half, half) #0
declare half @llvm.nvvm.ex2.approx.f16(half) #0
declare bfloat @llvm.nvvm.neg.bf16(bfloat) #0
declare half @llvm.nvvm.fabs.ftz.f16(half) #0
declare i16 @llvm.nvvm.f2h.rn(float) #0
declare bfloat @llvm.nvvm.f2bf16.rz.relu(float) #0
declare <2 x half> @llvm.nvvm.fmin.f16x2(<2 x half>, <2 x half>) #0
declare <2 x bfloat> @llvm.nvvm.fma.rn.bf16x2(<2 x bfloat>, <2 x bfloat>, <2 x bfloat>) #0
declare <2 x half> @llvm.nvvm.ff2f16x2.rn(float, float) #0
