; Pass copy-fold (isel/mach/copyfold.c): a value written once only to be
; copied is written into the copy's register.  @fib's loop: the counter's
; add writes its phi register (add.s32 %r2, %r2, 1).  %b's new value %c
; is not folded: the copy for %a reads %b's register between the add and
; %b's copy (folding would hand %a the new value), and %exit reads %c.
; @acc: the sum is read after the loop through the exit edge's own block
; (a split edge, which runs right after the loop's block), so the add
; writes the phi register and the split edge copies that -- until pass
; coalesce (isel/mach/coalesce.c) gives the exit phi the sum's register:
; the sum is dead once the exit phi is written, so the copy goes.
; SM: 80
; CHECK: .func (.param .b32 func_retval0) fib(
; CHECK: $L__BB0_1:
; CHECK: add.s32 %r5, %r3, %r4;
; CHECK: add.s32 %r2, %r2, 1;
; CHECK: setp.lt.s32 %p1, %r2, %r1;
; CHECK: mov.b32 %r3, %r4;
; CHECK: mov.b32 %r4, %r5;
; CHECK: @%p1 bra $L__BB0_1;
; CHECK: st.param.b32 [func_retval0], %r5;
; CHECK: .func (.param .b32 func_retval0) acc(
; CHECK: $L__BB1_2:
; CHECK: ld.global.u32 %r7, [%rd3];
; CHECK: add.s32 %r3, %r3, %r7;
; CHECK: add.s32 %r2, %r2, 1;
; CHECK: setp.lt.s32 %p2, %r2, %r1;
; CHECK: @%p2 bra $L__BB1_2;
; CHECK: // split edge
; CHECK: st.param.b32 [func_retval0], %r3;
; CHECK-NOT: mov.b32 %r6, %r3;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i32 @fib(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %a = phi i32 [ 0, %entry ], [ %b, %loop ]
  %b = phi i32 [ 1, %entry ], [ %c, %loop ]
  %c = add i32 %a, %b
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, %n
  br i1 %more, label %loop, label %exit
exit:
  ret i32 %c
}

define i32 @acc(i32 %n, ptr addrspace(1) %p) {
entry:
  %pos = icmp sgt i32 %n, 0
  br i1 %pos, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %q = getelementptr i32, ptr addrspace(1) %p, i32 %i
  %v = load i32, ptr addrspace(1) %q, align 4
  %s1 = add i32 %s, %v
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, %n
  br i1 %more, label %loop, label %exit
exit:
  %r = phi i32 [ 0, %entry ], [ %s1, %loop ]
  ret i32 %r
}
