; half and bfloat arithmetic on sm_90a, where both have their own
; instructions: add/sub/mul/fma .rn (.rn so that ptxas does not fuse on its
; own), fma from a contracted fmul+fadd, min/max for minnum/maxnum,
; cvt.rXi for rounding to integers.  fneg and fabs are sign-bit logic (they
; are defined on the bits, NaN included); division and square root have no
; half instruction and go through f32 (exact: see nvptx.md).
; SM: 90a
; CHECK: add.rn.f16
; CHECK: sub.rn.f16
; CHECK: mul.rn.f16
; CHECK: fma.rn.f16
; CHECK: fma.rn.f16
; CHECK: xor.b16 %rs9, %rs1, -32768;
; CHECK: and.b16 %rs10, %rs1, 32767;
; CHECK: min.f16
; CHECK: max.f16
; CHECK: cvt.rmi.f16.f16
; CHECK: cvt.f32.f16
; CHECK: div.rn.f32
; CHECK: cvt.rn.f16.f32
; CHECK: sqrt.rn.f32
; CHECK: add.rn.bf16
; CHECK: sub.rn.bf16
; CHECK: mul.rn.bf16
; CHECK: fma.rn.bf16 %rs7, %rs1, %rs2, %rs3;
; CHECK: fma.rn.bf16 %rs8, %rs1, %rs2, %rs3;
; CHECK: min.bf16
; CHECK: cvt.rpi.bf16.bf16
; CHECK: cvt.f32.bf16
; CHECK: div.rn.f32
; CHECK: cvt.rn.bf16.f32
; CHECK-NOT: neg.f16
; CHECK-NOT: abs.f16
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @h(ptr addrspace(1) %o, half %a, half %b, half %c) {
  %add = fadd half %a, %b
  store volatile half %add, ptr addrspace(1) %o
  %sub = fsub half %a, %b
  store volatile half %sub, ptr addrspace(1) %o
  %mul = fmul half %a, %b
  store volatile half %mul, ptr addrspace(1) %o
  %fma = call half @llvm.fma.f16(half %a, half %b, half %c)
  store volatile half %fma, ptr addrspace(1) %o
  %m = fmul contract half %a, %b
  %mac = fadd contract half %m, %c
  store volatile half %mac, ptr addrspace(1) %o
  %neg = fneg half %a
  store volatile half %neg, ptr addrspace(1) %o
  %abs = call half @llvm.fabs.f16(half %a)
  store volatile half %abs, ptr addrspace(1) %o
  %min = call half @llvm.minnum.f16(half %a, half %b)
  store volatile half %min, ptr addrspace(1) %o
  %max = call half @llvm.maxnum.f16(half %a, half %b)
  store volatile half %max, ptr addrspace(1) %o
  %fl = call half @llvm.floor.f16(half %a)
  store volatile half %fl, ptr addrspace(1) %o
  %div = fdiv half %a, %b
  store volatile half %div, ptr addrspace(1) %o
  %sq = call half @llvm.sqrt.f16(half %a)
  store volatile half %sq, ptr addrspace(1) %o
  ret void
}

define ptx_kernel void @b(ptr addrspace(1) %o, bfloat %a, bfloat %b, bfloat %c) {
  %add = fadd bfloat %a, %b
  store volatile bfloat %add, ptr addrspace(1) %o
  %sub = fsub bfloat %a, %b
  store volatile bfloat %sub, ptr addrspace(1) %o
  %mul = fmul bfloat %a, %b
  store volatile bfloat %mul, ptr addrspace(1) %o
  %fma = call bfloat @llvm.fma.bf16(bfloat %a, bfloat %b, bfloat %c)
  store volatile bfloat %fma, ptr addrspace(1) %o
  %m = fmul contract bfloat %a, %b
  %mac = fadd contract bfloat %c, %m
  store volatile bfloat %mac, ptr addrspace(1) %o
  %min = call bfloat @llvm.minnum.bf16(bfloat %a, bfloat %b)
  store volatile bfloat %min, ptr addrspace(1) %o
  %ce = call bfloat @llvm.ceil.bf16(bfloat %a)
  store volatile bfloat %ce, ptr addrspace(1) %o
  %div = fdiv bfloat %a, %b
  store volatile bfloat %div, ptr addrspace(1) %o
  ret void
}

declare half @llvm.fma.f16(half, half, half)
declare half @llvm.fabs.f16(half)
declare half @llvm.minnum.f16(half, half)
declare half @llvm.maxnum.f16(half, half)
declare half @llvm.floor.f16(half)
declare half @llvm.sqrt.f16(half)
declare bfloat @llvm.fma.bf16(bfloat, bfloat, bfloat)
declare bfloat @llvm.minnum.bf16(bfloat, bfloat)
declare bfloat @llvm.ceil.bf16(bfloat)
