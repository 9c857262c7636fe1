; Pass lsr (ir/lsr.c), addresses: in a loop whose induction variable i
; starts at a constant and is used only by its step and by addresses
; `getelementptr T, base, ext(i)` (base from outside the loop), each
; address becomes a pointer of its own that steps by C * sizeof T, and
; the loop keeps no multiply.
;   @tiles: clang's wmma GEMM shape: i = 0, 16, 32, ... indexes two half
;           arrays: two pointers, each `add.s64 ..., 32` per trip;
;   @kept:  loops lsr leaves as they were: a start that is no constant
;           (a multiply would find the first address), i stored as a
;           value too, and a sext whose step lacks nsw (ext(i + C) may
;           not be ext(i) + C).
; SM: 80
; ARGS: -O3
; CHECK: .entry tiles(
; CHECK: $L__BB0_1:
; CHECK: ld.global.b16 %rs1, [%rd4];
; CHECK: ld.global.b16 %rs2, [%rd5];
; CHECK: add.s32 %r2, %r2, 16;
; CHECK: add.s64 %rd4, %rd4, 32;
; CHECK: add.s64 %rd5, %rd5, 32;
; CHECK: setp.lt.s32 %p1, %r2, %r1;
; CHECK: .entry kept(
; CHECK: $L__BB1_1:
; CHECK: mul.wide.u32 %rd3, %r3, 4;
; CHECK: $L__BB1_3:
; CHECK: mul.wide.u32 %rd5, %r5, 4;
; CHECK: st.global.u32 [%rd6], %r5;
; CHECK: $L__BB1_5:
; CHECK: mul.wide.s32 %rd7, %r7, 4;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @tiles(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %out, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc2, %loop ]
  %w = zext nneg i32 %i to i64
  %pa = getelementptr inbounds half, ptr addrspace(1) %a, i64 %w
  %pb = getelementptr inbounds half, ptr addrspace(1) %b, i64 %w
  %va = load half, ptr addrspace(1) %pa, align 2
  %vb = load half, ptr addrspace(1) %pb, align 2
  %fa = fpext half %va to float
  %fb = fpext half %vb to float
  %m = fmul float %fa, %fb
  %acc2 = fadd float %acc, %m
  %i.next = add nuw nsw i32 %i, 16
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %done
done:
  store float %acc2, ptr addrspace(1) %out, align 4
  ret void
}

define ptx_kernel void @kept(ptr addrspace(1) %a, ptr addrspace(1) %out, i32 %n, i32 %s) {
entry:
  br label %one
one:
  ; a start that is no constant
  %i = phi i32 [ %s, %entry ], [ %i.next, %one ]
  %w = zext nneg i32 %i to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %a, i64 %w
  store float 1.0, ptr addrspace(1) %p, align 4
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %one, label %two
two:
  ; i used as a value too
  %j = phi i32 [ 0, %one ], [ %j.next, %two ]
  %x = zext nneg i32 %j to i64
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %x
  store i32 %j, ptr addrspace(1) %q, align 4
  %j.next = add nuw nsw i32 %j, 1
  %c2 = icmp slt i32 %j.next, %n
  br i1 %c2, label %two, label %three
three:
  ; sext of a step without nsw
  %k = phi i32 [ 0, %two ], [ %k.next, %three ]
  %y = sext i32 %k to i64
  %r = getelementptr inbounds float, ptr addrspace(1) %a, i64 %y
  store float 2.0, ptr addrspace(1) %r, align 4
  %k.next = add i32 %k, 2
  %c3 = icmp slt i32 %k.next, %n
  br i1 %c3, label %three, label %done
done:
  ret void
}
