; FP6 (e2m3, e3m2), FP4 (e2m1) and UE8M0 pairs, both ways (Blackwell 'a'/'f'
; targets).  An e2m1x2 pair is one byte: PTX wants it in a .b8 register.
; SM: 100a
; CHECK: cvt.rn.satfinite.e2m3x2.f32 %rs4, %f1, %f2;
; CHECK: st.volatile.global.u16 [%rd1], %rs4;
; CHECK: cvt.rn.satfinite.relu.e3m2x2.f32 %rs5, %f1, %f2;
; CHECK: st.volatile.global.u16 [%rd1], %rs5;
; CHECK: cvt.rn.satfinite.e2m1x2.f32 %rc1, %f1, %f2;
; CHECK: cvt.u16.u8 %rs6, %rc1;
; CHECK: st.volatile.global.u16 [%rd1], %rs6;
; CHECK: cvt.rn.satfinite.relu.e2m1x2.f32 %rc2, %f1, %f2;
; CHECK: cvt.u16.u8 %rs7, %rc2;
; CHECK: st.volatile.global.u16 [%rd1], %rs7;
; CHECK: cvt.rn.f16x2.e2m3x2 %r1, %rs3;
; CHECK: mov.b32 {%rs8, _}, %r1;
; CHECK: mov.b32 {_, %rs9}, %r1;
; CHECK: st.volatile.global.v2.b16 [%rd2], {%rs8, %rs9};
; CHECK: cvt.rn.relu.f16x2.e3m2x2 %r2, %rs3;
; CHECK: mov.b32 {%rs10, _}, %r2;
; CHECK: mov.b32 {_, %rs11}, %r2;
; CHECK: st.volatile.global.v2.b16 [%rd2], {%rs10, %rs11};
; CHECK: cvt.u8.u16 %rc3, %rs3;
; CHECK: cvt.rn.f16x2.e2m1x2 %r3, %rc3;
; CHECK: mov.b32 {%rs12, _}, %r3;
; CHECK: mov.b32 {_, %rs13}, %r3;
; CHECK: st.volatile.global.v2.b16 [%rd2], {%rs12, %rs13};
; CHECK: cvt.u8.u16 %rc4, %rs3;
; CHECK: cvt.rn.relu.f16x2.e2m1x2 %r4, %rc4;
; CHECK: mov.b32 {%rs14, _}, %r4;
; CHECK: mov.b32 {_, %rs15}, %r4;
; CHECK: st.volatile.global.v2.b16 [%rd2], {%rs14, %rs15};
; CHECK: cvt.rz.ue8m0x2.f32 %rs16, %f1, %f2;
; CHECK: st.volatile.global.u16 [%rd1], %rs16;
; CHECK: cvt.rp.satfinite.ue8m0x2.f32 %rs17, %f1, %f2;
; CHECK: st.volatile.global.u16 [%rd1], %rs17;
; CHECK: mov.b32 %r5, {%rs1, %rs2};
; CHECK: cvt.rz.satfinite.ue8m0x2.bf16x2 %rs18, %r5;
; CHECK: st.volatile.global.u16 [%rd1], %rs18;
; CHECK: cvt.rp.ue8m0x2.bf16x2 %rs19, %r5;
; CHECK: st.volatile.global.u16 [%rd1], %rs19;
; CHECK: cvt.rn.bf16x2.ue8m0x2 %r6, %rs3;
; CHECK: mov.b32 {%rs20, _}, %r6;
; CHECK: mov.b32 {_, %rs21}, %r6;
; CHECK: st.volatile.global.v2.b16 [%rd2], {%rs20, %rs21};
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i16 @llvm.nvvm.ff.to.e2m3x2.rn.satfinite(float, float)
declare i16 @llvm.nvvm.ff.to.e3m2x2.rn.relu.satfinite(float, float)
declare i16 @llvm.nvvm.ff.to.e2m1x2.rn.satfinite(float, float)
declare i16 @llvm.nvvm.ff.to.e2m1x2.rn.relu.satfinite(float, float)
declare <2 x half> @llvm.nvvm.e2m3x2.to.f16x2.rn(i16)
declare <2 x half> @llvm.nvvm.e3m2x2.to.f16x2.rn.relu(i16)
declare <2 x half> @llvm.nvvm.e2m1x2.to.f16x2.rn(i16)
declare <2 x half> @llvm.nvvm.e2m1x2.to.f16x2.rn.relu(i16)
declare i16 @llvm.nvvm.ff.to.ue8m0x2.rz(float, float)
declare i16 @llvm.nvvm.ff.to.ue8m0x2.rp.satfinite(float, float)
declare i16 @llvm.nvvm.bf16x2.to.ue8m0x2.rz.satfinite(<2 x bfloat>)
declare i16 @llvm.nvvm.bf16x2.to.ue8m0x2.rp(<2 x bfloat>)
declare <2 x bfloat> @llvm.nvvm.ue8m0x2.to.bf16x2(i16)
define ptx_kernel void @k(float %a, float %b, <2 x bfloat> %h, i16 zeroext %x, ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %r0 = call i16 @llvm.nvvm.ff.to.e2m3x2.rn.satfinite(float %a, float %b)
  store volatile i16 %r0, ptr addrspace(1) %p
  %r1 = call i16 @llvm.nvvm.ff.to.e3m2x2.rn.relu.satfinite(float %a, float %b)
  store volatile i16 %r1, ptr addrspace(1) %p
  %r2 = call i16 @llvm.nvvm.ff.to.e2m1x2.rn.satfinite(float %a, float %b)
  store volatile i16 %r2, ptr addrspace(1) %p
  %r3 = call i16 @llvm.nvvm.ff.to.e2m1x2.rn.relu.satfinite(float %a, float %b)
  store volatile i16 %r3, ptr addrspace(1) %p
  %h0 = call <2 x half> @llvm.nvvm.e2m3x2.to.f16x2.rn(i16 %x)
  store volatile <2 x half> %h0, ptr addrspace(1) %q
  %h1 = call <2 x half> @llvm.nvvm.e3m2x2.to.f16x2.rn.relu(i16 %x)
  store volatile <2 x half> %h1, ptr addrspace(1) %q
  %h2 = call <2 x half> @llvm.nvvm.e2m1x2.to.f16x2.rn(i16 %x)
  store volatile <2 x half> %h2, ptr addrspace(1) %q
  %h3 = call <2 x half> @llvm.nvvm.e2m1x2.to.f16x2.rn.relu(i16 %x)
  store volatile <2 x half> %h3, ptr addrspace(1) %q
  %u0 = call i16 @llvm.nvvm.ff.to.ue8m0x2.rz(float %a, float %b)
  store volatile i16 %u0, ptr addrspace(1) %p
  %u1 = call i16 @llvm.nvvm.ff.to.ue8m0x2.rp.satfinite(float %a, float %b)
  store volatile i16 %u1, ptr addrspace(1) %p
  %u2 = call i16 @llvm.nvvm.bf16x2.to.ue8m0x2.rz.satfinite(<2 x bfloat> %h)
  store volatile i16 %u2, ptr addrspace(1) %p
  %u3 = call i16 @llvm.nvvm.bf16x2.to.ue8m0x2.rp(<2 x bfloat> %h)
  store volatile i16 %u3, ptr addrspace(1) %p
  %b0 = call <2 x bfloat> @llvm.nvvm.ue8m0x2.to.bf16x2(i16 %x)
  store volatile <2 x bfloat> %b0, ptr addrspace(1) %q
  ret void
}
