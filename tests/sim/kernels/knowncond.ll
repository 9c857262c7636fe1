; tests/sim/kernels/knowncond.ll -- conditions known on one edge (pass
; cse, ir/cse.c, edge_condition): an unrolled copy loop tests its guard
; `x < w` again in every copy, inside the copy before that took the
; guard's true edge; a select and a branch on a condition fold in the
; blocks its false edge dominates; a join with two ways in (join, exit)
; tests again.
; The guards depend on the thread index, so every edge is taken by some
; thread; every result is stored.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define ptx_kernel void @knowncond(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %pi = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %i
  %v = load i32, ptr addrspace(1) %pi, align 4
  %x = and i32 %t, 7
  %y = lshr i32 %t, 3
  %w = and i32 %v, 7
  %h = add i32 %w, 3
  %base = mul i64 %i, 8
  %o0 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %base
  %inx = icmp slt i32 %x, %w
  br i1 %inx, label %row0, label %mid

row0:
  %iny0 = icmp slt i32 %y, %h
  br i1 %iny0, label %st0, label %next0

st0:
  store i32 %v, ptr addrspace(1) %o0, align 4
  br label %next0

next0:
  br i1 %inx, label %row1, label %mid

row1:
  %y1 = add i32 %y, 2
  %iny1 = icmp slt i32 %y1, %h
  %s1 = select i1 %inx, i32 %y1, i32 -1
  br i1 %iny1, label %st1, label %next1

st1:
  %b1 = add i64 %base, 1
  %o1 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %b1
  store i32 %s1, ptr addrspace(1) %o1, align 4
  br label %next1

next1:
  br i1 %inx, label %row2, label %mid

row2:
  %y2 = add i32 %y, 4
  %iny2 = icmp slt i32 %y2, %h
  br i1 %iny2, label %st2, label %mid

st2:
  %b2 = add i64 %base, 2
  %o2 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %b2
  store i32 %y2, ptr addrspace(1) %o2, align 4
  br label %mid

mid:
  %c = icmp eq i32 %x, %w
  br i1 %c, label %same, label %differ

differ:
  %sv = select i1 %c, i32 100, i32 %x
  %b3 = add i64 %base, 3
  %o3 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %b3
  store i32 %sv, ptr addrspace(1) %o3, align 4
  br i1 %c, label %same, label %tail

tail:
  %b4 = add i64 %base, 4
  %o4 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %b4
  store i32 7, ptr addrspace(1) %o4, align 4
  br label %join

same:
  %b5 = add i64 %base, 5
  %o5 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %b5
  store i32 %w, ptr addrspace(1) %o5, align 4
  br label %join

join:
  %k = phi i32 [ 1, %tail ], [ 2, %same ]
  br i1 %c, label %last, label %exit

last:
  %b6 = add i64 %base, 6
  %o6 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %b6
  store i32 %k, ptr addrspace(1) %o6, align 4
  br label %exit

exit:
  %b7 = add i64 %base, 7
  %o7 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %b7
  %z = select i1 %c, i32 16, i32 32
  %kz = add i32 %k, %z
  store i32 %kz, ptr addrspace(1) %o7, align 4
  ret void
}
