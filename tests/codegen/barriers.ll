; CTA barriers.  bar.X (= barrier.X.aligned: all threads execute the same
; instruction) for barrier0, barrier.n, bar.sync, barrier and the
; .aligned barrier.cta names; barrier.X (sm_70: threads may diverge) for
; barrier.sync[.cnt] and the unaligned barrier.cta names.  The i32 forms
; barrier0.{popc,and,or} test their operand against zero first and turn
; and/or's predicate back into 0 or 1; the barrier.cta.red forms take the
; predicate as it is.
; SM: 75
; CHECK: bar.sync 0;
; CHECK: bar.sync 3;
; CHECK: bar.sync %r1;
; CHECK: bar.sync 1, 64;
; CHECK: barrier.sync %r1;
; CHECK: barrier.sync 2, %r1;
; CHECK: bar.sync 4;
; CHECK: bar.sync 5, 128;
; CHECK: barrier.sync 6;
; CHECK: barrier.sync 7, 96;
; CHECK: bar.arrive 8, 32;
; CHECK: barrier.arrive 9, 32;
; CHECK: setp.ne.s32 %p1, %r1, 0;
; CHECK: bar.red.popc.u32 %r2, 0, %p1;
; CHECK: setp.ne.s32 %p2, %r2, 0;
; CHECK: bar.red.and.pred %p3, 0, %p2;
; CHECK: selp.b32 %r3, 1, 0, %p3;
; CHECK: setp.ne.s32 %p4, %r3, 0;
; CHECK: bar.red.or.pred %p5, 0, %p4;
; CHECK: setp.gt.s32 %p6, %r1, 10;
; CHECK: bar.red.popc.u32 %r4, 1, %p6;
; CHECK: bar.red.popc.u32 %r5, 1, 64, %p6;
; CHECK: barrier.red.popc.u32 %r6, 2, %p6;
; CHECK: barrier.red.popc.u32 %r7, 2, 64, %p6;
; CHECK: bar.red.and.pred %p7, 3, %p6;
; CHECK: bar.red.and.pred %p8, 3, 64, %p6;
; CHECK: barrier.red.and.pred %p9, 4, %p6;
; CHECK: barrier.red.and.pred %p10, 4, 64, %p6;
; CHECK: bar.red.or.pred %p11, 5, %p6;
; CHECK: bar.red.or.pred %p12, 5, 64, %p6;
; CHECK: barrier.red.or.pred %p13, 6, %p6;
; CHECK: barrier.red.or.pred %p14, 6, 64, %p6;
; CHECK: selp.b32 %r8, 1, 0, %p5;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.barrier0()
declare void @llvm.nvvm.barrier.n(i32)
declare void @llvm.nvvm.bar.sync(i32)
declare void @llvm.nvvm.barrier(i32, i32)
declare void @llvm.nvvm.barrier.sync(i32)
declare void @llvm.nvvm.barrier.sync.cnt(i32, i32)
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
declare void @llvm.nvvm.barrier.cta.sync.aligned.count(i32, i32)
declare void @llvm.nvvm.barrier.cta.sync.all(i32)
declare void @llvm.nvvm.barrier.cta.sync.count(i32, i32)
declare void @llvm.nvvm.barrier.cta.arrive.aligned.count(i32, i32)
declare void @llvm.nvvm.barrier.cta.arrive.count(i32, i32)
declare i32 @llvm.nvvm.barrier0.popc(i32)
declare i32 @llvm.nvvm.barrier0.and(i32)
declare i32 @llvm.nvvm.barrier0.or(i32)
declare i32 @llvm.nvvm.barrier.cta.red.popc.aligned.all(i32, i1)
declare i32 @llvm.nvvm.barrier.cta.red.popc.aligned.count(i32, i32, i1)
declare i32 @llvm.nvvm.barrier.cta.red.popc.all(i32, i1)
declare i32 @llvm.nvvm.barrier.cta.red.popc.count(i32, i32, i1)
declare i1 @llvm.nvvm.barrier.cta.red.and.aligned.all(i32, i1)
declare i1 @llvm.nvvm.barrier.cta.red.and.aligned.count(i32, i32, i1)
declare i1 @llvm.nvvm.barrier.cta.red.and.all(i32, i1)
declare i1 @llvm.nvvm.barrier.cta.red.and.count(i32, i32, i1)
declare i1 @llvm.nvvm.barrier.cta.red.or.aligned.all(i32, i1)
declare i1 @llvm.nvvm.barrier.cta.red.or.aligned.count(i32, i32, i1)
declare i1 @llvm.nvvm.barrier.cta.red.or.all(i32, i1)
declare i1 @llvm.nvvm.barrier.cta.red.or.count(i32, i32, i1)

define ptx_kernel void @k(ptr addrspace(1) %out, i32 %x) {
  call void @llvm.nvvm.barrier0()
  call void @llvm.nvvm.barrier.n(i32 3)
  call void @llvm.nvvm.bar.sync(i32 %x)
  call void @llvm.nvvm.barrier(i32 1, i32 64)
  call void @llvm.nvvm.barrier.sync(i32 %x)
  call void @llvm.nvvm.barrier.sync.cnt(i32 2, i32 %x)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 4)
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 5, i32 128)
  call void @llvm.nvvm.barrier.cta.sync.all(i32 6)
  call void @llvm.nvvm.barrier.cta.sync.count(i32 7, i32 96)
  call void @llvm.nvvm.barrier.cta.arrive.aligned.count(i32 8, i32 32)
  call void @llvm.nvvm.barrier.cta.arrive.count(i32 9, i32 32)
  %pc = call i32 @llvm.nvvm.barrier0.popc(i32 %x)
  %an = call i32 @llvm.nvvm.barrier0.and(i32 %pc)
  %or = call i32 @llvm.nvvm.barrier0.or(i32 %an)
  %c = icmp sgt i32 %x, 10
  %r1 = call i32 @llvm.nvvm.barrier.cta.red.popc.aligned.all(i32 1, i1 %c)
  %r2 = call i32 @llvm.nvvm.barrier.cta.red.popc.aligned.count(i32 1, i32 64, i1 %c)
  %r3 = call i32 @llvm.nvvm.barrier.cta.red.popc.all(i32 2, i1 %c)
  %r4 = call i32 @llvm.nvvm.barrier.cta.red.popc.count(i32 2, i32 64, i1 %c)
  %a1 = call i1 @llvm.nvvm.barrier.cta.red.and.aligned.all(i32 3, i1 %c)
  %a2 = call i1 @llvm.nvvm.barrier.cta.red.and.aligned.count(i32 3, i32 64, i1 %c)
  %a3 = call i1 @llvm.nvvm.barrier.cta.red.and.all(i32 4, i1 %c)
  %a4 = call i1 @llvm.nvvm.barrier.cta.red.and.count(i32 4, i32 64, i1 %c)
  %o1 = call i1 @llvm.nvvm.barrier.cta.red.or.aligned.all(i32 5, i1 %c)
  %o2 = call i1 @llvm.nvvm.barrier.cta.red.or.aligned.count(i32 5, i32 64, i1 %c)
  %o3 = call i1 @llvm.nvvm.barrier.cta.red.or.all(i32 6, i1 %c)
  %o4 = call i1 @llvm.nvvm.barrier.cta.red.or.count(i32 6, i32 64, i1 %c)
  %s1 = add i32 %or, %r1
  %s2 = add i32 %s1, %r2
  %s3 = add i32 %s2, %r3
  %s4 = add i32 %s3, %r4
  %b1 = and i1 %a1, %a2
  %b2 = and i1 %b1, %a3
  %b3 = and i1 %b2, %a4
  %b4 = or i1 %o1, %o2
  %b5 = or i1 %b4, %o3
  %b6 = or i1 %b5, %o4
  %b7 = xor i1 %b3, %b6
  %z = zext i1 %b7 to i32
  %s5 = add i32 %s4, %z
  store i32 %s5, ptr addrspace(1) %out
  ret void
}
