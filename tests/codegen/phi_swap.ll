; PHI elimination with parallel-copy semantics: %a and %b swap on every
; trip round the loop, which needs a temporary (a = b; b = a would lose a).
; The loop's back edge is critical (the loop block has two successors, the
; header two predecessors); the exit reads none of the phis, so the copies
; run before the loop's branch (isel/mach/phi.c) and the loop ends with
; `@%p1 bra` back to its start.
; SM: 90a
; CHECK: $L__BB0_1:
; CHECK: sub.s32 %r8, %r4, %r5;
; CHECK: setp.lt.u32 %p1, %r6, %r3;
; CHECK: mov.b32 %r9, %r4;
; CHECK: mov.b32 %r4, %r5;
; CHECK: mov.b32 %r5, %r9;
; CHECK: @%p1 bra $L__BB0_1;
; CHECK-NOT: bra.uni
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @swap(ptr addrspace(1) %out, i32 %x, i32 %y, i32 %n) {
entry:
  br label %loop

loop:
  %a = phi i32 [ %x, %entry ], [ %b, %loop ]
  %b = phi i32 [ %y, %entry ], [ %a, %loop ]
  %i = phi i32 [ 0, %entry ], [ %n2, %loop ]
  %r = sub i32 %a, %b
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %i
  store i32 %r, ptr addrspace(1) %p, align 4
  %n2 = add i32 %i, 1
  %more = icmp ult i32 %n2, %n
  br i1 %more, label %loop, label %exit

exit:
  ret void
}
