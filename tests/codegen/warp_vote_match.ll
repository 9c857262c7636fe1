; Votes, matches and the active mask.  vote.sync.{all,any,uni} give a
; predicate, ballot the mask of lanes whose predicate is set;
; match.any.sync gives the lanes holding the same value, match.all.sync
; the mask if all of them do and a predicate saying so (`d|p`, one
; instruction for the {i32, i1} result).  match needs sm_70.
; SM: 75
; CHECK: activemask.b32 %r4;
; CHECK: setp.gt.s32 %p3, %r1, 3;
; CHECK: vote.sync.all.pred %p4, %p3, %r4;
; CHECK: vote.sync.any.pred %p5, %p3, -1;
; CHECK: vote.sync.uni.pred %p6, %p3, -1;
; CHECK: vote.sync.ballot.b32 %r5, %p3, -1;
; CHECK: match.any.sync.b32 %r6, %r1, -1;
; CHECK: match.any.sync.b64 %r7, %rd2, %r5;
; CHECK: match.all.sync.b32 %r2|%p1, %r1, -1;
; CHECK: match.all.sync.b64 %r3|%p2, %rd2, %r6;
; CHECK: bar.warp.sync -1;
; CHECK: and.pred %p9, %p8, %p2;
; CHECK: add.s32 %r10, %r9, %r2;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.activemask()
declare i1 @llvm.nvvm.vote.all.sync(i32, i1)
declare i1 @llvm.nvvm.vote.any.sync(i32, i1)
declare i1 @llvm.nvvm.vote.uni.sync(i32, i1)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1)
declare i32 @llvm.nvvm.match.any.sync.i32(i32, i32)
declare i32 @llvm.nvvm.match.any.sync.i64(i32, i64)
declare {i32, i1} @llvm.nvvm.match.all.sync.i32p(i32, i32)
declare {i32, i1} @llvm.nvvm.match.all.sync.i64p(i32, i64)
declare void @llvm.nvvm.bar.warp.sync(i32)

define ptx_kernel void @k(ptr addrspace(1) %out, i32 %x, i64 %w) {
  %mask = call i32 @llvm.nvvm.activemask()
  %c = icmp sgt i32 %x, 3
  %all = call i1 @llvm.nvvm.vote.all.sync(i32 %mask, i1 %c)
  %any = call i1 @llvm.nvvm.vote.any.sync(i32 -1, i1 %c)
  %uni = call i1 @llvm.nvvm.vote.uni.sync(i32 -1, i1 %c)
  %bal = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %c)
  %m1 = call i32 @llvm.nvvm.match.any.sync.i32(i32 -1, i32 %x)
  %m2 = call i32 @llvm.nvvm.match.any.sync.i64(i32 %bal, i64 %w)
  %a1 = call {i32, i1} @llvm.nvvm.match.all.sync.i32p(i32 -1, i32 %x)
  %a2 = call {i32, i1} @llvm.nvvm.match.all.sync.i64p(i32 %m1, i64 %w)
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %a1v = extractvalue {i32, i1} %a1, 0
  %a2p = extractvalue {i32, i1} %a2, 1
  %t0 = and i1 %all, %any
  %t1 = and i1 %t0, %uni
  %t2 = and i1 %t1, %a2p
  %z = zext i1 %t2 to i32
  %s0 = add i32 %z, %m2
  %s1 = add i32 %s0, %a1v
  store i32 %s1, ptr addrspace(1) %out
  ret void
}
