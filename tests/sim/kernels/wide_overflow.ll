; tests/sim/kernels/wide_overflow.ll -- i128 arithmetic with overflow
; flags and saturation (isel/lower/intrin_int.c, wide_arith): each thread
; builds two i128 values from hashes of its index and a table of edge
; cases (0, 1, -1, 2^64, 2^127 - 1, -2^127, 2^63, -(2^64)), and stores
; every {value, flag} of llvm.[su]{add,sub,mul}.with.overflow.i128 and
; every llvm.[su]{add,sub}.sat.i128, beside llc-19.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

declare {i128, i1} @llvm.sadd.with.overflow.i128(i128, i128)
declare {i128, i1} @llvm.uadd.with.overflow.i128(i128, i128)
declare {i128, i1} @llvm.ssub.with.overflow.i128(i128, i128)
declare {i128, i1} @llvm.usub.with.overflow.i128(i128, i128)
declare {i128, i1} @llvm.smul.with.overflow.i128(i128, i128)
declare {i128, i1} @llvm.umul.with.overflow.i128(i128, i128)
declare i128 @llvm.uadd.sat.i128(i128, i128)
declare i128 @llvm.usub.sat.i128(i128, i128)
declare i128 @llvm.sadd.sat.i128(i128, i128)
declare i128 @llvm.ssub.sat.i128(i128, i128)

@edges = internal addrspace(1) constant [8 x i128] [i128 0, i128 1, i128 -1, i128 18446744073709551616, i128 170141183460469231731687303715884105727, i128 -170141183460469231731687303715884105728, i128 9223372036854775808, i128 -18446744073709551616], align 16

; x: an edge case when bit k of the index is set, else a hash (whose
; high word is small when bit k+1 is set, so that products fit)
define i128 @pick(i32 %g, i32 %k, i64 %mul) {
  %s = lshr i32 %g, %k
  %bit = and i32 %s, 1
  %e = icmp ne i32 %bit, 0
  %ix = lshr i32 %g, 3
  %i7 = and i32 %ix, 7
  %i64 = zext i32 %i7 to i64
  %ep = getelementptr inbounds [8 x i128], ptr addrspace(1) @edges, i64 0, i64 %i64
  %ev = load i128, ptr addrspace(1) %ep, align 16
  %g64 = zext i32 %g to i64
  %h0 = mul i64 %g64, %mul
  %h1 = mul i64 %h0, %mul
  %s2 = lshr i32 %g, 1
  %b2 = and i32 %s2, 1
  %small = icmp ne i32 %b2, 0
  %h1s = lshr i64 %h1, 40
  %hi = select i1 %small, i64 %h1s, i64 %h1
  %lo128 = zext i64 %h0 to i128
  %hi128 = zext i64 %hi to i128
  %hs = shl i128 %hi128, 64
  %h = or i128 %hs, %lo128
  %x = select i1 %e, i128 %ev, i128 %h
  ret i128 %x
}

define ptx_kernel void @wide_overflow(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %b64 = shl i32 %b, 6
  %g = add i32 %b64, %t
  %g64 = zext i32 %g to i64
  %a = call i128 @pick(i32 %g, i32 0, i64 -7046029254386353131)
  %gb = xor i32 %g, 85
  %c = call i128 @pick(i32 %gb, i32 2, i64 -4658895280553007687)
  %row = getelementptr inbounds [16 x i128], ptr addrspace(1) %out, i64 %g64
  %flags = getelementptr inbounds i8, ptr addrspace(1) %out, i64 32768
  %frow = getelementptr inbounds [16 x i8], ptr addrspace(1) %flags, i64 %g64

  %r0 = call {i128, i1} @llvm.sadd.with.overflow.i128(i128 %a, i128 %c)
  %v0 = extractvalue {i128, i1} %r0, 0
  %f0 = extractvalue {i128, i1} %r0, 1
  %p0 = getelementptr inbounds i128, ptr addrspace(1) %row, i64 0
  store i128 %v0, ptr addrspace(1) %p0, align 16
  %q0 = getelementptr inbounds i8, ptr addrspace(1) %frow, i64 0
  %z0 = zext i1 %f0 to i8
  store i8 %z0, ptr addrspace(1) %q0, align 1
  %r1 = call {i128, i1} @llvm.uadd.with.overflow.i128(i128 %a, i128 %c)
  %v1 = extractvalue {i128, i1} %r1, 0
  %f1 = extractvalue {i128, i1} %r1, 1
  %p1 = getelementptr inbounds i128, ptr addrspace(1) %row, i64 1
  store i128 %v1, ptr addrspace(1) %p1, align 16
  %q1 = getelementptr inbounds i8, ptr addrspace(1) %frow, i64 1
  %z1 = zext i1 %f1 to i8
  store i8 %z1, ptr addrspace(1) %q1, align 1
  %r2 = call {i128, i1} @llvm.ssub.with.overflow.i128(i128 %a, i128 %c)
  %v2 = extractvalue {i128, i1} %r2, 0
  %f2 = extractvalue {i128, i1} %r2, 1
  %p2 = getelementptr inbounds i128, ptr addrspace(1) %row, i64 2
  store i128 %v2, ptr addrspace(1) %p2, align 16
  %q2 = getelementptr inbounds i8, ptr addrspace(1) %frow, i64 2
  %z2 = zext i1 %f2 to i8
  store i8 %z2, ptr addrspace(1) %q2, align 1
  %r3 = call {i128, i1} @llvm.usub.with.overflow.i128(i128 %a, i128 %c)
  %v3 = extractvalue {i128, i1} %r3, 0
  %f3 = extractvalue {i128, i1} %r3, 1
  %p3 = getelementptr inbounds i128, ptr addrspace(1) %row, i64 3
  store i128 %v3, ptr addrspace(1) %p3, align 16
  %q3 = getelementptr inbounds i8, ptr addrspace(1) %frow, i64 3
  %z3 = zext i1 %f3 to i8
  store i8 %z3, ptr addrspace(1) %q3, align 1
  %r4 = call {i128, i1} @llvm.smul.with.overflow.i128(i128 %a, i128 %c)
  %v4 = extractvalue {i128, i1} %r4, 0
  %f4 = extractvalue {i128, i1} %r4, 1
  %p4 = getelementptr inbounds i128, ptr addrspace(1) %row, i64 4
  store i128 %v4, ptr addrspace(1) %p4, align 16
  %q4 = getelementptr inbounds i8, ptr addrspace(1) %frow, i64 4
  %z4 = zext i1 %f4 to i8
  store i8 %z4, ptr addrspace(1) %q4, align 1
  %r5 = call {i128, i1} @llvm.umul.with.overflow.i128(i128 %a, i128 %c)
  %v5 = extractvalue {i128, i1} %r5, 0
  %f5 = extractvalue {i128, i1} %r5, 1
  %p5 = getelementptr inbounds i128, ptr addrspace(1) %row, i64 5
  store i128 %v5, ptr addrspace(1) %p5, align 16
  %q5 = getelementptr inbounds i8, ptr addrspace(1) %frow, i64 5
  %z5 = zext i1 %f5 to i8
  store i8 %z5, ptr addrspace(1) %q5, align 1
  %v6 = call i128 @llvm.uadd.sat.i128(i128 %a, i128 %c)
  %p6 = getelementptr inbounds i128, ptr addrspace(1) %row, i64 6
  store i128 %v6, ptr addrspace(1) %p6, align 16
  %v7 = call i128 @llvm.usub.sat.i128(i128 %a, i128 %c)
  %p7 = getelementptr inbounds i128, ptr addrspace(1) %row, i64 7
  store i128 %v7, ptr addrspace(1) %p7, align 16
  %v8 = call i128 @llvm.sadd.sat.i128(i128 %a, i128 %c)
  %p8 = getelementptr inbounds i128, ptr addrspace(1) %row, i64 8
  store i128 %v8, ptr addrspace(1) %p8, align 16
  %v9 = call i128 @llvm.ssub.sat.i128(i128 %a, i128 %c)
  %p9 = getelementptr inbounds i128, ptr addrspace(1) %row, i64 9
  store i128 %v9, ptr addrspace(1) %p9, align 16
  ret void
}

; Funnel shifts of i128 (wide_funnel): a run-time amount from the index
; (0, 64, 127 and amounts past 128 among them) and constant ones.
declare i128 @llvm.fshl.i128(i128, i128, i128)
declare i128 @llvm.fshr.i128(i128, i128, i128)

define ptx_kernel void @wide_funnel(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %b64 = shl i32 %b, 6
  %g = add i32 %b64, %t
  %g64 = zext i32 %g to i64
  %a = call i128 @pick(i32 %g, i32 0, i64 -7046029254386353131)
  %gb = xor i32 %g, 85
  %c = call i128 @pick(i32 %gb, i32 2, i64 -4658895280553007687)
  %k0 = mul i32 %g, 37
  %k1 = and i32 %k0, 255
  %k = zext i32 %k1 to i128
  %row = getelementptr inbounds [8 x i128], ptr addrspace(1) %out, i64 %g64
  %l = call i128 @llvm.fshl.i128(i128 %a, i128 %c, i128 %k)
  store i128 %l, ptr addrspace(1) %row, align 16
  %r = call i128 @llvm.fshr.i128(i128 %a, i128 %c, i128 %k)
  %p1 = getelementptr inbounds i128, ptr addrspace(1) %row, i64 1
  store i128 %r, ptr addrspace(1) %p1, align 16
  %l0 = call i128 @llvm.fshl.i128(i128 %a, i128 %c, i128 0)
  %p2 = getelementptr inbounds i128, ptr addrspace(1) %row, i64 2
  store i128 %l0, ptr addrspace(1) %p2, align 16
  %l65 = call i128 @llvm.fshl.i128(i128 %a, i128 %c, i128 65)
  %p3 = getelementptr inbounds i128, ptr addrspace(1) %row, i64 3
  store i128 %l65, ptr addrspace(1) %p3, align 16
  %r63 = call i128 @llvm.fshr.i128(i128 %a, i128 %c, i128 63)
  %p4 = getelementptr inbounds i128, ptr addrspace(1) %row, i64 4
  store i128 %r63, ptr addrspace(1) %p4, align 16
  %r200 = call i128 @llvm.fshr.i128(i128 %a, i128 %c, i128 200)
  %p5 = getelementptr inbounds i128, ptr addrspace(1) %row, i64 5
  store i128 %r200, ptr addrspace(1) %p5, align 16
  %rot = call i128 @llvm.fshl.i128(i128 %a, i128 %a, i128 %k)
  %p6 = getelementptr inbounds i128, ptr addrspace(1) %row, i64 6
  store i128 %rot, ptr addrspace(1) %p6, align 16
  %l127 = call i128 @llvm.fshl.i128(i128 %a, i128 %c, i128 127)
  %p7 = getelementptr inbounds i128, ptr addrspace(1) %row, i64 7
  store i128 %l127, ptr addrspace(1) %p7, align 16
  ret void
}
