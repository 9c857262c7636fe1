; The loop's back edge is critical, but none of the loop's phi values is
; read after the loop: the copies go right before the conditional branch
; (phi.c's liveness check), so the loop has one branch and no extra block.
; There, pass copy-fold (isel/mach/copyfold.c) has the add write the phi
; register itself: `add.s32 %r2, %r2, 1`, no copy.
; In phi_swap.ll the exit reads the phis, and the edge is split instead.
; SM: 80
; CHECK: $L__BB0_1:
; CHECK: add.s32 %r2, %r2, 1;
; CHECK: setp.lt.s32 %p1, %r2, %r1;
; CHECK: @%p1 bra $L__BB0_1;
; CHECK-NOT: split edge
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %i, ptr addrspace(1) %q, align 4
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
