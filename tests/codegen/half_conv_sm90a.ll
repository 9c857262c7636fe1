; Conversions of half and bfloat on sm_90a, where PTX converts directly
; between them and f32, f64 and the integers (bfloat's since sm_90): cvt.rn
; to the 16-bit types, cvt.rzi (truncating) to integers, exact widenings
; with no rounding mode.  An i8 source converts to half directly (.s8) but
; to bfloat through f32 (cvt to .bf16 takes no 8-bit integer; i8 is exact
; in f32).  An i1 is a selp of the constants' bits.  bitcast between half
; and i16 is nothing: they share the .b16 register.
; SM: 90a
; CHECK: cvt.f32.f16
; CHECK: cvt.f64.f16
; CHECK: cvt.rn.f16.f32
; CHECK: cvt.rn.f16.f64
; CHECK: cvt.rn.f16.s32
; CHECK: cvt.rn.f16.u64
; CHECK: cvt.rn.f16.s8
; CHECK: cvt.rzi.s32.f16
; CHECK: cvt.rzi.u16.f16
; CHECK: cvt.rzi.s64.f16
; CHECK: selp.b16 %rs10, 0xBC00, 0x0000, %p1;
; CHECK: cvt.f32.bf16
; CHECK: cvt.f64.bf16
; CHECK: cvt.rn.bf16.f32
; CHECK: cvt.rn.bf16.f64
; CHECK: cvt.rn.bf16.s32
; CHECK: cvt.rn.bf16.u16
; CHECK: cvt.rn.f32.u8
; CHECK: cvt.rn.bf16.f32
; CHECK: cvt.rzi.u32.bf16
; CHECK: cvt.rzi.s16.bf16
; CHECK: xor.b16 %rs10, %rs1, -32768;
; CHECK-NOT: mov.b16 %rs
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @h(ptr addrspace(1) %o, half %h, float %f, double %d, i32 %i, i64 %l, i8 signext %c, i1 zeroext %p) {
  %e32 = fpext half %h to float
  store volatile float %e32, ptr addrspace(1) %o
  %e64 = fpext half %h to double
  store volatile double %e64, ptr addrspace(1) %o
  %t32 = fptrunc float %f to half
  store volatile half %t32, ptr addrspace(1) %o
  %t64 = fptrunc double %d to half
  store volatile half %t64, ptr addrspace(1) %o
  %si = sitofp i32 %i to half
  store volatile half %si, ptr addrspace(1) %o
  %ul = uitofp i64 %l to half
  store volatile half %ul, ptr addrspace(1) %o
  %sc = sitofp i8 %c to half
  store volatile half %sc, ptr addrspace(1) %o
  %fi = fptosi half %h to i32
  store volatile i32 %fi, ptr addrspace(1) %o
  %fu = fptoui half %h to i16
  store volatile i16 %fu, ptr addrspace(1) %o
  %fl = fptosi half %h to i64
  store volatile i64 %fl, ptr addrspace(1) %o
  %sp = sitofp i1 %p to half
  store volatile half %sp, ptr addrspace(1) %o
  ret void
}

define ptx_kernel void @b(ptr addrspace(1) %o, bfloat %b, float %f, double %d, i32 %i, i16 zeroext %s, i8 zeroext %c) {
  %e32 = fpext bfloat %b to float
  store volatile float %e32, ptr addrspace(1) %o
  %e64 = fpext bfloat %b to double
  store volatile double %e64, ptr addrspace(1) %o
  %t32 = fptrunc float %f to bfloat
  store volatile bfloat %t32, ptr addrspace(1) %o
  %t64 = fptrunc double %d to bfloat
  store volatile bfloat %t64, ptr addrspace(1) %o
  %si = sitofp i32 %i to bfloat
  store volatile bfloat %si, ptr addrspace(1) %o
  %us = uitofp i16 %s to bfloat
  store volatile bfloat %us, ptr addrspace(1) %o
  %uc = uitofp i8 %c to bfloat
  store volatile bfloat %uc, ptr addrspace(1) %o
  %fu = fptoui bfloat %b to i32
  store volatile i32 %fu, ptr addrspace(1) %o
  %fc = fptosi bfloat %b to i8
  store volatile i8 %fc, ptr addrspace(1) %o
  %bits = bitcast bfloat %b to i16
  %flip = xor i16 %bits, -32768
  %back = bitcast i16 %flip to bfloat
  store volatile bfloat %back, ptr addrspace(1) %o
  ret void
}
