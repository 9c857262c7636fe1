; bfloat on sm_80 has fma, min and max but not add, sub, mul or compare.
; a + b, a - b and a * b are one fma each -- fma(a, 1.0, b), fma(b, -1.0, a)
; and fma(a, b, -0.0): one rounding, so bit-exact with add.bf16 (and -0.0,
; not +0.0, keeps the sign of a zero product).  Compares widen to f32 (cvt
; .f32.bf16 is exact, PTX 7.1) and rounding to an integer is done in f32.
; half has everything it needs since sm_53.
; SM: 80
; CHECK: .version 7.1
; CHECK: mov.b16 %rs4, 0x3F80;
; CHECK: fma.rn.bf16 %rs5, %rs1, %rs4, %rs2;
; CHECK: mov.b16 %rs6, 0xBF80;
; CHECK: fma.rn.bf16 %rs7, %rs2, %rs6, %rs1;
; CHECK: mov.b16 %rs8, 0x8000;
; CHECK: fma.rn.bf16 %rs9, %rs1, %rs2, %rs8;
; CHECK: fma.rn.bf16 %rs10, %rs1, %rs2, %rs3;
; CHECK: max.bf16
; CHECK: cvt.f32.bf16 %f1, %rs1;
; CHECK: cvt.f32.bf16 %f2, %rs2;
; CHECK: setp.gtu.f32 %p1, %f1, %f2;
; CHECK: cvt.rzi.f32.f32
; CHECK: cvt.rn.bf16.f32
; CHECK: add.rn.f16
; CHECK: setp.le.f16
; CHECK-NOT: add.rn.bf16
; CHECK-NOT: mul.rn.bf16
; CHECK-NOT: setp.gtu.bf16
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @b(ptr addrspace(1) %o, ptr addrspace(1) %oi, bfloat %a, bfloat %b, bfloat %c) {
  %add = fadd bfloat %a, %b
  store volatile bfloat %add, ptr addrspace(1) %o
  %sub = fsub bfloat %a, %b
  store volatile bfloat %sub, ptr addrspace(1) %o
  %mul = fmul bfloat %a, %b
  store volatile bfloat %mul, ptr addrspace(1) %o
  %m = fmul contract bfloat %a, %b
  %mac = fadd contract bfloat %m, %c
  store volatile bfloat %mac, ptr addrspace(1) %o
  %max = call bfloat @llvm.maxnum.bf16(bfloat %a, bfloat %b)
  store volatile bfloat %max, ptr addrspace(1) %o
  %cmp = fcmp ugt bfloat %a, %b
  %z = zext i1 %cmp to i32
  store volatile i32 %z, ptr addrspace(1) %oi
  %t = call bfloat @llvm.trunc.bf16(bfloat %c)
  store volatile bfloat %t, ptr addrspace(1) %o
  ret void
}

define ptx_kernel void @h(ptr addrspace(1) %o, ptr addrspace(1) %oi, half %a, half %b) {
  %add = fadd half %a, %b
  store volatile half %add, ptr addrspace(1) %o
  %cmp = fcmp ole half %a, %b
  %z = zext i1 %cmp to i32
  store volatile i32 %z, ptr addrspace(1) %oi
  ret void
}

declare bfloat @llvm.maxnum.bf16(bfloat, bfloat)
declare bfloat @llvm.trunc.bf16(bfloat)
