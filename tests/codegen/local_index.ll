; A local array indexed at run time is accessed in .local space, as LLVM's
; NVPTXLowerAlloca and InferAddressSpaces make it: the address is built on
; the slot's .local address (%SPL+off), not on the generic %SP+off, which
; the hardware would have to classify first.  In one block the load and
; the store share that address; a pointer used in another block has a
; .local twin register; a select or a phi over two slots (the phis swap
; them round the loop) is .local too, its twins copied on each edge.  A
; pointer passed to a call stays generic.
; SM: 80
; CHECK: st.local.u32 [%SPL+0], 1;
; CHECK: st.local.u32 [%SPL+32], 2;
; CHECK: add.u64 %rd12, %SPL, 0;
; CHECK: add.u64 %rd13, %SPL, 32;
; CHECK: selp.b64 %rd14, %rd12, %rd13, %p1;
; CHECK: mul.wide.s32 %rd15, %r1, 4;
; CHECK: add.s64 %rd16, %rd14, %rd15;
; CHECK: st.local.u32 [%rd16], 3;
; CHECK: add.u64 %rd7, %SPL, 0;
; CHECK: add.u64 %rd9, %SPL, 32;
; CHECK: $L__BB0_1:
; CHECK: mul.wide.u32 %rd17, %r2, 4;
; CHECK: add.s64 %rd11, %rd7, %rd17;
; CHECK: ld.local.u32 %r3, [%rd11];
; CHECK: add.s32 %r5, %r3, %r2;
; CHECK: st.local.u32 [%rd11], %r5;
; CHECK: mov.b64 %rd19, %rd9;
; CHECK: mov.b64 %rd9, %rd7;
; CHECK: mov.b64 %rd7, %rd19;
; CHECK: add.u64 %rd20, %SP, 0;
; CHECK: st.param.b64 [param0], %rd20;
; CHECK: ld.local.u32 %r6, [%SPL+44];
; CHECK-NOT: ld.u32
; CHECK-NOT: st.u32
; CHECK-NOT: cvta.to.local
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @sink(ptr)

define ptx_kernel void @k(ptr addrspace(1) %out, i32 %n, i1 zeroext %c) {
entry:
  %a = alloca [8 x i32], align 4
  %b = alloca [8 x i32], align 4
  store i32 1, ptr %a, align 4
  store i32 2, ptr %b, align 4
  %sel = select i1 %c, ptr %a, ptr %b
  %si = sext i32 %n to i64
  %sp = getelementptr inbounds i32, ptr %sel, i64 %si
  store i32 3, ptr %sp, align 4
  br label %loop

loop:
  %cur = phi ptr [ %a, %entry ], [ %nxt, %latch ]
  %nxt = phi ptr [ %b, %entry ], [ %cur, %latch ]
  %i = phi i32 [ 0, %entry ], [ %i2, %latch ]
  %z = zext i32 %i to i64
  %p = getelementptr inbounds i32, ptr %cur, i64 %z
  %v = load i32, ptr %p, align 4
  %t = icmp sgt i32 %v, 5
  br i1 %t, label %st, label %latch

st:
  %w = add i32 %v, %i
  store i32 %w, ptr %p, align 4
  br label %latch

latch:
  %i2 = add i32 %i, 1
  %more = icmp slt i32 %i2, %n
  br i1 %more, label %loop, label %exit

exit:
  call void @sink(ptr %a)
  %q = getelementptr inbounds [8 x i32], ptr %b, i64 0, i64 3
  %r = load i32, ptr %q, align 4
  store i32 %r, ptr addrspace(1) %out, align 4
  ret void
}
