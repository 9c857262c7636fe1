; tests/sim/kernels/splitoff.ll -- 64-bit GEP indices whose constant
; part tnvcc moves out of shifts, products and sums into the access's
; offset (isel/dag/dag_mem.c, split_offset): (e|1) << 3 | j, (e + 2) << 3
; | j, (e + 3) * 5, a sum of two split terms, a negative constant, a
; shift that has another use (not rebuilt), and ((4q+1) + 1) | 1, a
; disjoint `or` whose left term is not disjoint from the right one once
; the constant is taken out, and ((4q ^ 1) + 1) | y, the same with y not a
; constant (so each must become an add, not an or).
; Each thread reads and writes its own 64 words of each buffer.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

define ptx_kernel void @splitoff(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %c64 = shl i32 %c, 6
  %g32 = add i32 %c64, %t
  %g = zext i32 %g32 to i64
  %b = shl i64 %g, 6
  %e3 = and i64 %g, 3
  %e = shl i64 %e3, 1
  %j = and i64 %g, 7
  %q = and i64 %g, 7
  ; (e << 3 | j): the twin the split indices merge with
  %s0 = shl nsw i64 %e, 3
  %o0 = or disjoint i64 %s0, %j
  %i0 = add i64 %b, %o0
  %pi0 = getelementptr i32, ptr addrspace(1) %in, i64 %i0
  %v0 = load i32, ptr addrspace(1) %pi0, align 4
  ; ((e | 1) << 3 | j): + 8
  %e1 = or disjoint i64 %e, 1
  %s1 = shl nsw i64 %e1, 3
  %o1 = or disjoint i64 %s1, %j
  %i1 = add i64 %b, %o1
  %pi1 = getelementptr i32, ptr addrspace(1) %in, i64 %i1
  %v1 = load i32, ptr addrspace(1) %pi1, align 4
  ; ((e + 2) << 3 | j): + 16
  %e2 = add nsw i64 %e, 2
  %s2 = shl nsw i64 %e2, 3
  %o2 = or disjoint i64 %s2, %j
  %i2 = add i64 %b, %o2
  %pi2 = getelementptr i32, ptr addrspace(1) %in, i64 %i2
  %v2 = load i32, ptr addrspace(1) %pi2, align 4
  ; (e + 3) * 5 + b
  %e5 = add i64 %e, 3
  %m5 = mul i64 %e5, 5
  %i3 = add i64 %m5, %b
  %po3 = getelementptr i32, ptr addrspace(1) %out, i64 %i3
  %w3 = add i32 %v0, %v1
  store i32 %w3, ptr addrspace(1) %po3, align 4
  ; ((4q + 1) + 1) | 1 = 4q + 3: left term not disjoint from 1 once split
  %q4 = shl i64 %q, 2
  %x = or disjoint i64 %q4, 1
  %x1 = add i64 %x, 1
  %o4 = or disjoint i64 %x1, 1
  %i4 = add i64 %b, %o4
  %po4 = getelementptr i32, ptr addrspace(1) %out, i64 %i4
  %w4 = mul i32 %v2, 7
  store i32 %w4, ptr addrspace(1) %po4, align 4
  ; ((4q ^ 1) + 1) | y, y in {0, 1}: (4q ^ 1) + y + 1, never (4q ^ 1) | y + 1
  %qx = xor i64 %q4, 1
  %qx1 = add i64 %qx, 1
  %g3 = lshr i64 %g, 3
  %y = and i64 %g3, 1
  %o8 = or disjoint i64 %qx1, %y
  %i8 = add i64 %b, %o8
  %pi8 = getelementptr i32, ptr addrspace(1) %in, i64 %i8
  %v8 = load i32, ptr addrspace(1) %pi8, align 4
  %i8o = add i64 %b, 40
  %po8 = getelementptr i32, ptr addrspace(1) %out, i64 %i8o
  store i32 %v8, ptr addrspace(1) %po8, align 4
  ; ((e + 4) - 3) << 1 = 2e + 2, on i16 elements
  %z = add i64 %e, 4
  %z3 = add i64 %z, -3
  %s5 = shl i64 %z3, 1
  %i5 = add i64 %b, %s5
  %i5h = shl i64 %i5, 1
  %po5 = getelementptr i16, ptr addrspace(1) %out, i64 %i5h
  %w5 = trunc i32 %v1 to i16
  store i16 %w5, ptr addrspace(1) %po5, align 2
  ; (e + 1) << 2, with the shift also stored as a value
  %f = add i64 %e, 1
  %s6 = shl i64 %f, 2
  %i6 = add i64 %b, %s6
  %i6x = add i64 %i6, 33
  %po6 = getelementptr i32, ptr addrspace(1) %out, i64 %i6x
  %w6 = trunc i64 %s6 to i32
  store i32 %w6, ptr addrspace(1) %po6, align 4
  ; a sum of two split terms: (e + 1) * 3 + ((j + 2) << 1) + b
  %a7 = add i64 %e, 1
  %m7 = mul i64 %a7, 3
  %j7 = add i64 %j, 2
  %s7 = shl i64 %j7, 1
  %t7 = add i64 %m7, %s7
  %i7 = add i64 %b, %t7
  %pi7 = getelementptr i32, ptr addrspace(1) %in, i64 %i7
  %v7 = load i32, ptr addrspace(1) %pi7, align 4
  %i7o = add i64 %i7, 20
  %po7 = getelementptr i32, ptr addrspace(1) %out, i64 %i7o
  store i32 %v7, ptr addrspace(1) %po7, align 4
  ret void
}
