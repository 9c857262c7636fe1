; Extending loads (isel/dag/dag.c, dag_ext_loads): an i8 or i16 load
; whose one user extends it to i32 loads straight into the 32-bit
; register -- ld.s8/.s16 sign-extend, ld.u8/.u16 zero-extend (PTX ISA,
; "Operand Size Exceeding Instruction-Type Size") -- in every space.  An
; i32 extended to i64 for an address stays a 32-bit load that mul.wide
; scales, and a load with another user keeps its own register and cvt.
; SM: 80
; ARGS: -O3
; CHECK: ld.s8 %r2, [%rd1];
; CHECK: ld.global.u16 %r3, [%rd5];
; CHECK: ld.shared.s16 %r4, [%rd7];
; CHECK: ld.global.u32 %r5, [%rd9];
; CHECK: ld.global.u8 %rs1, [%rd2];
; CHECK: cvt.u32.u8 %r8, %rs1;
; CHECK: xor.b16 %rs2, %rs1, 1;
; CHECK: mul.wide.s32 %rd10, %r5, 4;
; CHECK-NOT: cvt.s32.s8
; CHECK-NOT: cvt.s32.s16
; CHECK-NOT: cvt.u32.u16
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [64 x i16] undef, align 2

define void @f(ptr %p, ptr addrspace(1) %q, ptr addrspace(1) %out, i32 %i) {
  %a = load i8, ptr %p, align 1
  %as = sext i8 %a to i32
  %qi = getelementptr inbounds i16, ptr addrspace(1) %q, i32 %i
  %h = load i16, ptr addrspace(1) %qi, align 2
  %hz = zext i16 %h to i32
  %ts = getelementptr inbounds [64 x i16], ptr addrspace(3) @tile, i32 0, i32 %i
  %t = load i16, ptr addrspace(3) %ts, align 2
  %tsx = sext i16 %t to i32
  %pi = getelementptr inbounds i32, ptr addrspace(1) %q, i32 %i
  %x = load i32, ptr addrspace(1) %pi, align 4
  %xw = sext i32 %x to i64
  %pw = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %xw
  %b = load i8, ptr addrspace(1) %q, align 1
  %bz = zext i8 %b to i32
  %bx = xor i8 %b, 1
  %bxz = zext i8 %bx to i32
  %s1 = add i32 %as, %hz
  %s2 = add i32 %s1, %tsx
  %s3 = add i32 %s2, %bz
  %s4 = add i32 %s3, %bxz
  store i32 %s4, ptr addrspace(1) %pw, align 4
  ret void
}
