; Pass coalesce (isel/mach/coalesce.c): the two registers of a copy become
; one where they are never live at once, and the copy goes.
; @exitphi: the exit phi %r takes the loop's sum %s1 on the exit edge and
; 0.0 on the skip edge.  %s1 is dead once %r is written, and %r is not
; written while the loop runs: the sum, the loop phi %s and %r share %f1,
; the exit edge's block is empty, and the store reads %f1.
; @lost: the exit reads both %s and %s1 (the "lost copy" of SSA
; destruction): %s1 is live when the back edge writes %s, so they keep
; two registers.  %s gets a register of its own for its incoming values
; (isel/mach/phi.c), copied into %s at the loop's start; that register
; and %s1 become one, so the back edge needs no block of its own: the
; copy is `mov.b32 %r3, %r4` at the top and the loop ends `@%p1 bra`.
; @keep: the join reads %x beside the phi that takes it, so the phi keeps
; its own register and the skip edge its copy.
; SM: 80
; ARGS: -O3
; CHECK: .entry exitphi(
; CHECK: mov.b32 %r2, 0;
; CHECK: mov.f32 %f1, 0f00000000;
; CHECK: @%p1 bra $L__BB0_2;
; CHECK: // split edge
; CHECK: mov.f32 %f1, 0f00000000;
; CHECK: bra.uni $L__BB0_4;
; CHECK: $L__BB0_2:
; CHECK: ld.global.f32 %f4, [%rd3];
; CHECK: add.rn.f32 %f1, %f1, %f4;
; CHECK: add.s32 %r2, %r2, 1;
; CHECK: setp.lt.s32 %p2, %r2, %r1;
; CHECK: @%p2 bra $L__BB0_2;
; CHECK: // split edge
; CHECK: $L__BB0_4:
; CHECK: st.global.f32 [%rd1], %f1;
; CHECK: .entry lost(
; CHECK: mov.b32 %r2, 0;
; CHECK: mov.b32 %r4, 1;
; CHECK: $L__BB1_1:
; CHECK: mov.b32 %r3, %r4;
; CHECK: mul.lo.s32 %r4, %r3, 3;
; CHECK: add.s32 %r2, %r2, 1;
; CHECK: setp.lt.s32 %p1, %r2, %r1;
; CHECK: @%p1 bra $L__BB1_1;
; CHECK: sub.s32 %r7, %r4, %r3;
; CHECK: .entry keep(
; CHECK: mov.b32 %r3, %r1;
; CHECK: @!%p1 bra $L__BB2_2;
; CHECK: mul.lo.s32 %r3, %r1, %r1;
; CHECK: add.s32 %r4, %r3, %r1;
; CHECK-NOT: mov.f32 %f3, %f1;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @exitphi(ptr addrspace(1) %p, i32 %n) {
entry:
  %go = icmp sgt i32 %n, 0
  br i1 %go, label %loop, label %done

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s1, %loop ]
  %ii = zext i32 %i to i64
  %a = getelementptr inbounds float, ptr addrspace(1) %p, i64 %ii
  %v = load float, ptr addrspace(1) %a, align 4
  %s1 = fadd float %s, %v
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, %n
  br i1 %more, label %loop, label %done

done:
  %r = phi float [ 0.0, %entry ], [ %s1, %loop ]
  store float %r, ptr addrspace(1) %p, align 4
  ret void
}

define ptx_kernel void @lost(ptr addrspace(1) %p, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = phi i32 [ 1, %entry ], [ %s1, %loop ]
  %s1 = mul i32 %s, 3
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, %n
  br i1 %more, label %loop, label %done

done:
  %d = sub i32 %s1, %s
  store i32 %d, ptr addrspace(1) %p, align 4
  ret void
}

define ptx_kernel void @keep(ptr addrspace(1) %p, i32 %x, i1 zeroext %c) {
entry:
  br i1 %c, label %then, label %join

then:
  %y = mul i32 %x, %x
  br label %join

join:
  %r = phi i32 [ %x, %entry ], [ %y, %then ]
  %s = add i32 %r, %x
  store i32 %s, ptr addrspace(1) %p, align 4
  ret void
}
