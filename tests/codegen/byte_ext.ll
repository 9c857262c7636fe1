; An i8 whose 16-bit register is already extended needs no cvt before an
; unsigned (or signed) operation (isel/select/preds.c, byte_extended): a
; loaded byte (ld.u8 zero-extends into a wider register: PTX ISA,
; "Operand Size Exceeding Instruction-Type Size"), a parameter's byte
; (ld.param.u8; a signext one is loaded with ld.param.s8), and selects
; and bitwise and/or/xor of those and of constants in range (or with 1 of
; a zeroext byte: @g).  A byte computed by other operations keeps its cvt.
; SM: 80
; ARGS: -O3 -w
; CHECK: ld.global.u8 %rs2, [%rd1];
; CHECK: ld.global.u8 %rs3, [%rd1+1];
; CHECK: shr.u16 %rs4, %rs2, 2;
; CHECK: setp.lt.u16 %p1, %rs2, %rs3;
; CHECK: selp.b16 %rs5, %rs2, %rs3, %p1;
; CHECK: div.u16 %rs6, %rs5, %rs1;
; CHECK: add.s16 %rs7, %rs6, %rs4;
; CHECK: cvt.u16.u8 %rs8, %rs7;
; CHECK: setp.lt.u16 %p2, %rs8, %rs2;
; CHECK: ld.param.u8 %rs1, [f_param_0];
; CHECK: ld.param.s8 %rs2, [f_param_1];
; CHECK: setp.lt.u16 %p1, %rs1, 7;
; CHECK: setp.lt.s16 %p2, %rs2, 3;
; CHECK: ld.param.u8 %rs1, [g_param_0];
; CHECK: ld.param.u8 %rs2, [g_param_1];
; CHECK: or.b16 %rs3, %rs1, 1;
; CHECK: div.u16 %rs4, %rs2, %rs3;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q, i8 zeroext %t) {
  %a = load i8, ptr addrspace(1) %p, align 1
  %g = getelementptr i8, ptr addrspace(1) %p, i64 1
  %b = load i8, ptr addrspace(1) %g, align 1
  %c = icmp ult i8 %a, %b
  %m = select i1 %c, i8 %a, i8 %b
  %d = udiv i8 %m, %t
  %e = lshr i8 %a, 2
  %f = add i8 %d, %e
  %lt = icmp ult i8 %f, %a
  %r = select i1 %lt, i8 %f, i8 %e
  store i8 %r, ptr addrspace(1) %q, align 1
  ret void
}
define internal i8 @f(i8 zeroext %x, i8 signext %y) noinline {
  %c = icmp ult i8 %x, 7
  %d = icmp slt i8 %y, 3
  %e = and i1 %c, %d
  %r = select i1 %e, i8 %x, i8 %y
  ret i8 %r
}
define internal i8 @g(i8 zeroext %x, i8 %y) noinline {
  %o = or i8 %x, 1
  %q = udiv i8 %y, %o
  ret i8 %q
}
define ptx_kernel void @k2(ptr addrspace(1) %q, i8 %x, i8 %y) {
  %r = call i8 @f(i8 zeroext %x, i8 signext %y)
  store i8 %r, ptr addrspace(1) %q, align 1
  ret void
}
