; Integer rules with their operands in order: each function gives every
; operand its own parameter, so that a rule that swaps two operands, or
; picks the wrong signedness, opcode or special register, changes a line
; checked here (tests/mutants/ measures this).
; SM: 90a
; CHECK: .visible .entry index(
; CHECK: ld.param.u64 %rd1, [index_param_0];
; CHECK: mov.u32 %r1, %ctaid.x;
; CHECK: mov.u32 %r2, %ntid.x;
; CHECK: mov.u32 %r3, %tid.x;
; CHECK: mad.lo.s32 %r4, %r1, %r2, %r3;
; CHECK: st.global.u32 [%rd1], %r4;
; CHECK: .visible .entry mad_right(
; CHECK: ld.param.u64 %rd1, [mad_right_param_0];
; CHECK: ld.param.u32 %r1, [mad_right_param_1];
; CHECK: ld.param.u32 %r2, [mad_right_param_2];
; CHECK: ld.param.u32 %r3, [mad_right_param_3];
; CHECK: mad.lo.s32 %r4, %r1, %r2, %r3;
; CHECK: st.global.u32 [%rd1], %r4;
; CHECK: .visible .entry arith(
; CHECK: ld.param.u64 %rd1, [arith_param_0];
; CHECK: ld.param.u32 %r1, [arith_param_1];
; CHECK: ld.param.u32 %r2, [arith_param_2];
; CHECK: sub.s32 %r3, %r1, %r2;
; CHECK: st.volatile.global.u32 [%rd1], %r3;
; CHECK: sub.s32 %r4, 7, %r1;
; CHECK: st.volatile.global.u32 [%rd1], %r4;
; CHECK: shl.b32 %r5, %r1, %r2;
; CHECK: st.volatile.global.u32 [%rd1], %r5;
; CHECK: div.s32 %r6, %r1, %r2;
; CHECK: st.volatile.global.u32 [%rd1], %r6;
; CHECK: rem.u32 %r7, %r1, %r2;
; CHECK: st.volatile.global.u32 [%rd1], %r7;
; CHECK: shr.u32 %r8, %r1, 3;
; CHECK: st.volatile.global.u32 [%rd1], %r8;
; CHECK: shr.s32 %r9, %r1, 3;
; CHECK: st.volatile.global.u32 [%rd1], %r9;
; CHECK: add.s32 %r10, %r1, %r2;
; CHECK: st.volatile.global.u32 [%rd1], %r10;
; CHECK: and.b32 %r11, %r1, %r2;
; CHECK: st.volatile.global.u32 [%rd1], %r11;
; CHECK: xor.b32 %r12, %r1, 5;
; CHECK: st.volatile.global.u32 [%rd1], %r12;
; CHECK: mul.lo.s32 %r13, %r1, 12;
; CHECK: st.volatile.global.u32 [%rd1], %r13;
; CHECK: max.s32 %r14, %r1, %r2;
; CHECK: st.volatile.global.u32 [%rd1], %r14;
; CHECK: min.u32 %r15, %r1, %r2;
; CHECK: st.volatile.global.u32 [%rd1], %r15;
; CHECK: shf.l.wrap.b32 %r16, %r2, %r1, %r3;
; CHECK: st.volatile.global.u32 [%rd1], %r16;
; CHECK: .visible .entry compare_select(
; CHECK: ld.param.u64 %rd1, [compare_select_param_0];
; CHECK: ld.param.u32 %r1, [compare_select_param_1];
; CHECK: ld.param.u32 %r2, [compare_select_param_2];
; CHECK: ld.param.u32 %r3, [compare_select_param_3];
; CHECK: ld.param.u32 %r4, [compare_select_param_4];
; CHECK: setp.lt.s32 %p1, %r1, %r2;
; CHECK: selp.b32 %r5, %r3, %r4, %p1;
; CHECK: st.volatile.global.u32 [%rd1], %r5;
; CHECK: selp.b32 %r6, 1, 0, %p1;
; CHECK: st.volatile.global.u32 [%rd1], %r6;
; CHECK: selp.b32 %r7, -1, 0, %p1;
; CHECK: st.volatile.global.u32 [%rd1], %r7;
; CHECK: .visible .entry widen(
; CHECK: ld.param.u64 %rd1, [widen_param_0];
; CHECK: ld.param.u32 %r1, [widen_param_1];
; CHECK: ld.param.u32 %r2, [widen_param_2];
; CHECK: cvt.s64.s32 %rd2, %r1;
; CHECK: st.volatile.global.u64 [%rd1], %rd2;
; CHECK: mul.wide.s32 %rd3, %r2, 8;
; CHECK: add.s64 %rd4, %rd1, %rd3;
; CHECK: st.volatile.global.u64 [%rd4], 0;
; CHECK: st.volatile.global.u64 [%rd1+24], 1;
; CHECK: .visible .entry shuffle(
; CHECK: ld.param.u64 %rd1, [shuffle_param_0];
; CHECK: ld.param.u32 %r1, [shuffle_param_1];
; CHECK: ld.param.u32 %r2, [shuffle_param_2];
; CHECK: shfl.sync.down.b32 %r3, %r1, %r2, 31, -1;
; CHECK: st.global.u32 [%rd1], %r3;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; saxpy's index: ctaid.x * ntid.x + tid.x, one mad.lo.
define ptx_kernel void @index(ptr addrspace(1) %p) {
  %c = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %n = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %m = mul i32 %c, %n
  %i = add i32 %m, %t
  store i32 %i, ptr addrspace(1) %p, align 4
  ret void
}

define ptx_kernel void @mad_right(ptr addrspace(1) %p, i32 %a, i32 %b, i32 %c) {
  %m = mul i32 %a, %b
  %s = add i32 %c, %m
  store i32 %s, ptr addrspace(1) %p, align 4
  ret void
}

define ptx_kernel void @arith(ptr addrspace(1) %p, i32 %a, i32 %b) {
  %s0 = sub i32 %a, %b
  store volatile i32 %s0, ptr addrspace(1) %p, align 4
  %s1 = sub i32 7, %a
  store volatile i32 %s1, ptr addrspace(1) %p, align 4
  %s2 = shl i32 %a, %b
  store volatile i32 %s2, ptr addrspace(1) %p, align 4
  %s3 = sdiv i32 %a, %b
  store volatile i32 %s3, ptr addrspace(1) %p, align 4
  %s4 = urem i32 %a, %b
  store volatile i32 %s4, ptr addrspace(1) %p, align 4
  %s5 = lshr i32 %a, 3
  store volatile i32 %s5, ptr addrspace(1) %p, align 4
  %s6 = ashr i32 %a, 3
  store volatile i32 %s6, ptr addrspace(1) %p, align 4
  %s7 = add i32 %a, %b
  store volatile i32 %s7, ptr addrspace(1) %p, align 4
  %s8 = and i32 %a, %b
  store volatile i32 %s8, ptr addrspace(1) %p, align 4
  %s9 = xor i32 %a, 5
  store volatile i32 %s9, ptr addrspace(1) %p, align 4
  %s10 = mul i32 %a, 12
  store volatile i32 %s10, ptr addrspace(1) %p, align 4
  %s11 = call i32 @llvm.smax.i32(i32 %a, i32 %b)
  store volatile i32 %s11, ptr addrspace(1) %p, align 4
  %s12 = call i32 @llvm.umin.i32(i32 %a, i32 %b)
  store volatile i32 %s12, ptr addrspace(1) %p, align 4
  %s13 = call i32 @llvm.fshl.i32(i32 %a, i32 %b, i32 %s0)
  store volatile i32 %s13, ptr addrspace(1) %p, align 4
  ret void
}

define ptx_kernel void @compare_select(ptr addrspace(1) %p, i32 %a, i32 %b, i32 %x, i32 %y) {
  %c = icmp slt i32 %a, %b
  %s = select i1 %c, i32 %x, i32 %y
  store volatile i32 %s, ptr addrspace(1) %p, align 4
  %z = zext i1 %c to i32
  store volatile i32 %z, ptr addrspace(1) %p, align 4
  %n = sext i1 %c to i32
  store volatile i32 %n, ptr addrspace(1) %p, align 4
  ret void
}

define ptx_kernel void @widen(ptr addrspace(1) %p, i32 %a, i32 %i) {
  %w = sext i32 %a to i64
  store volatile i64 %w, ptr addrspace(1) %p, align 8
  %j = sext i32 %i to i64
  %q = getelementptr i64, ptr addrspace(1) %p, i64 %j
  store volatile i64 0, ptr addrspace(1) %q, align 8
  %r = getelementptr i64, ptr addrspace(1) %p, i64 3
  store volatile i64 1, ptr addrspace(1) %r, align 8
  ret void
}

define ptx_kernel void @shuffle(ptr addrspace(1) %p, i32 %v, i32 %d) {
  %s = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %v, i32 %d, i32 31)
  store i32 %s, ptr addrspace(1) %p, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.smax.i32(i32, i32)
declare i32 @llvm.umin.i32(i32, i32)
declare i32 @llvm.fshl.i32(i32, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32)
