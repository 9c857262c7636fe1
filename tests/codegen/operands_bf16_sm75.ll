; bfloat before sm_80: widened to f32 by hand (the bits shifted into the
; high half), computed in f32, rounded back to nearest even by hand (plus
; 0x7fff and the lowest bit kept); an fma through f32 rounded to odd.
; SM: 75
; CHECK: .visible .entry b_add(
; CHECK: ld.param.u64 %rd1, [b_add_param_0];
; CHECK: ld.param.b16 %rs1, [b_add_param_1];
; CHECK: ld.param.b16 %rs2, [b_add_param_2];
; CHECK: cvt.u32.u16 %r1, %rs1;
; CHECK: shl.b32 %r2, %r1, 16;
; CHECK: mov.b32 %f1, %r2;
; CHECK: cvt.u32.u16 %r3, %rs2;
; CHECK: shl.b32 %r4, %r3, 16;
; CHECK: mov.b32 %f2, %r4;
; CHECK: add.rn.f32 %f3, %f1, %f2;
; CHECK: mov.b32 %r5, %f3;
; CHECK: bfe.u32 %r6, %r5, 16, 1;
; CHECK: add.s32 %r7, %r5, %r6;
; CHECK: add.s32 %r8, %r7, 32767;
; CHECK: setp.nan.f32 %p1, %f3, %f3;
; CHECK: or.b32 %r9, %r5, 4194304;
; CHECK: selp.b32 %r10, %r9, %r8, %p1;
; CHECK: mov.b32 {_, %rs3}, %r10;
; CHECK: st.global.b16 [%rd1], %rs3;
; CHECK: .visible .entry b_fma(
; CHECK: ld.param.u64 %rd1, [b_fma_param_0];
; CHECK: ld.param.b16 %rs1, [b_fma_param_1];
; CHECK: ld.param.b16 %rs2, [b_fma_param_2];
; CHECK: ld.param.b16 %rs3, [b_fma_param_3];
; CHECK: cvt.u32.u16 %r1, %rs1;
; CHECK: shl.b32 %r2, %r1, 16;
; CHECK: mov.b32 %f1, %r2;
; CHECK: cvt.u32.u16 %r3, %rs2;
; CHECK: shl.b32 %r4, %r3, 16;
; CHECK: mov.b32 %f2, %r4;
; CHECK: cvt.u32.u16 %r5, %rs3;
; CHECK: shl.b32 %r6, %r5, 16;
; CHECK: mov.b32 %f3, %r6;
; CHECK: fma.rz.f32 %f4, %f1, %f2, %f3;
; CHECK: fma.rm.f32 %f5, %f1, %f2, %f3;
; CHECK: fma.rp.f32 %f6, %f1, %f2, %f3;
; CHECK: setp.ne.f32 %p1, %f5, %f6;
; CHECK: mov.b32 %r7, %f4;
; CHECK: or.b32 %r8, %r7, 1;
; CHECK: selp.b32 %r9, %r8, %r7, %p1;
; CHECK: mov.b32 %f7, %r9;
; CHECK: mov.b32 %r10, %f7;
; CHECK: bfe.u32 %r11, %r10, 16, 1;
; CHECK: add.s32 %r12, %r10, %r11;
; CHECK: add.s32 %r13, %r12, 32767;
; CHECK: setp.nan.f32 %p2, %f7, %f7;
; CHECK: or.b32 %r14, %r10, 4194304;
; CHECK: selp.b32 %r15, %r14, %r13, %p2;
; CHECK: mov.b32 {_, %rs4}, %r15;
; CHECK: st.global.b16 [%rd1], %rs4;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @b_add(ptr addrspace(1) %p, bfloat %a, bfloat %b) {
  %s = fadd bfloat %a, %b
  store bfloat %s, ptr addrspace(1) %p, align 2
  ret void
}

define ptx_kernel void @b_fma(ptr addrspace(1) %p, bfloat %a, bfloat %b, bfloat %c) {
  %s = call bfloat @llvm.fma.bf16(bfloat %a, bfloat %b, bfloat %c)
  store bfloat %s, ptr addrspace(1) %p, align 2
  ret void
}

declare bfloat @llvm.fma.bf16(bfloat, bfloat, bfloat)
