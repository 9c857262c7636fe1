; tests/sim/kernels/cse.ll -- what pass "cse" (ir/cse.c) changes, run
; beside llc-19: Numba's shape of code, every access recomputing its
; wrap-around index `i < 0 ? i + n : i` in each block (merged into the
; dominating copy), a comparison used in later blocks (computed again
; there), constant tests and branches (folded, a block deleted, a phi
; left with one value), identities (* 1, + 0, x - x), a - b in a block
; dominated by one with b - a (not merged), a loop whose body
; computes what the exit block computes again (not merged: the body does
; not dominate the exit), and a sibling block's value (not merged).
; Each thread reads and writes its own 16 words.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

define ptx_kernel void @cse(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %c64 = shl i32 %c, 6
  %g = add i32 %c64, %t
  %g64 = sext i32 %g to i64
  %base = shl i64 %g64, 4
  %one = mul nsw i64 1, %base
  %b = add i64 0, %one
  ; i = (g & 7) - 3, in -3 .. 4; wrapped into 0 .. 15 with n = 16
  %g7 = and i32 %g, 7
  %i32 = sub i32 %g7, 3
  %i = sext i32 %i32 to i64
  %neg = icmp slt i64 %i, 0
  %iw = add i64 %i, 16
  %w = select i1 %neg, i64 %iw, i64 %i
  %a0 = add i64 %b, %w
  %p0 = getelementptr i32, ptr addrspace(1) %in, i64 %a0
  %x0 = load i32, ptr addrspace(1) %p0, align 4
  %odd = and i32 %g, 1
  %isodd = icmp ne i32 %odd, 0
  %k = icmp sgt i64 64, 0
  br i1 %k, label %live, label %never

never:
  %nv = add i32 %x0, 1000
  br label %join

live:
  %neg2 = icmp slt i64 %i, 0
  %iw2 = add i64 %i, 16
  %w2 = select i1 %neg2, i64 %iw2, i64 %i
  %a2 = add i64 %b, %w2
  %p2 = getelementptr i32, ptr addrspace(1) %out, i64 %a2
  %x1 = mul i32 %x0, 3
  store i32 %x1, ptr addrspace(1) %p2, align 4
  br i1 %isodd, label %oddb, label %evenb

oddb:
  %s1 = sext i32 %g to i64
  %q1 = add i64 %s1, 5
  %z1 = trunc i64 %q1 to i32
  %sel = select i1 %isodd, i32 %z1, i32 0
  br label %join

evenb:
  %q2 = add i64 %g64, 5
  %z2 = trunc i64 %q2 to i32
  %d = sub i32 %z2, %z2
  %e = add i32 %d, %x0
  %e3 = add i32 %e, %z2
  br label %join

join:
  %r = phi i32 [ %sel, %oddb ], [ %e3, %evenb ], [ %nv, %never ]
  %sx = zext i1 %neg to i32
  %r2 = add i32 %r, %sx
  %o1 = sub i32 %r2, %x0
  br label %ord

ord:
  %o2 = sub i32 %x0, %r2
  %o3 = mul i32 %o1, 5
  %o4 = add i32 %o3, %o2
  %a3 = add i64 %b, 1
  %p3 = getelementptr i32, ptr addrspace(1) %out, i64 %a3
  store i32 %o4, ptr addrspace(1) %p3, align 4
  br label %head

head:
  %j = phi i32 [ 0, %ord ], [ %j1, %body ]
  %acc = phi i32 [ 0, %ord ], [ %acc1, %body ]
  %more = icmp slt i32 %j, 3
  br i1 %more, label %body, label %exit

body:
  %m = mul i32 %x0, 7
  %acc1 = add i32 %acc, %m
  %j1 = add i32 %j, 1
  br label %head

exit:
  %m2 = mul i32 %x0, 7
  %f = add i32 %acc, %m2
  %neg3 = icmp slt i64 %i, 0
  %fz = zext i1 %neg3 to i32
  %f2 = add i32 %f, %fz
  %a4 = add i64 %b, 2
  %p4 = getelementptr i32, ptr addrspace(1) %out, i64 %a4
  store i32 %f2, ptr addrspace(1) %p4, align 4
  ret void
}
