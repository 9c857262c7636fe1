; Pass lsr (ir/lsr.c): in a loop, the products of the induction variable
; by a value from outside the loop become adds of a second variable that
; steps by the product of the step.
;   @sum:      i * x and (i | 1) * x (clang's unrolled shape): the new
;              variable %r4 starts at 0 and steps by 2 * x (%r3, computed
;              once before the loop); the products are %r4 and %r4 + x.
;   @column:   the products are used only by `+ col`, so the variable
;              (%r5, starting at col) stands for the sums, as in sgemm's
;              b[(k | 1) * ldb + col]: one add per load, not a
;              multiply and an add.
;   @constant: a product by a constant stays a multiply (by an
;              immediate, as cheap as the add would be).
; SM: 80
; ARGS: -O3
; CHECK: .entry sum(
; CHECK: mul.lo.s32 %r3, %r1, 2;
; CHECK: mov.b32 %r4, 0;
; CHECK: $L__BB0_1:
; CHECK: add.s32 %r10, %r7, %r4;
; CHECK: add.s32 %r11, %r4, %r1;
; CHECK: xor.b32 %r7, %r10, %r11;
; CHECK: add.s32 %r5, %r5, 2;
; CHECK: add.s32 %r4, %r4, %r3;
; CHECK: setp.lt.u32 %p1, %r5, %r2;
; CHECK: .entry column(
; CHECK: ld.param.u32 %r1, [column_param_2];
; CHECK: ld.param.u32 %r5, [column_param_3];
; CHECK: mul.lo.s32 %r4, %r1, 2;
; CHECK: $L__BB1_1:
; CHECK: mul.wide.s32 %rd3, %r5, 4;
; CHECK: add.s32 %r9, %r5, %r1;
; CHECK: mul.wide.s32 %rd5, %r9, 4;
; CHECK: add.s32 %r5, %r5, %r4;
; CHECK: .entry constant(
; CHECK: $L__BB2_1:
; CHECK: mul.lo.s32 %r6, %r2, 12345;
; CHECK: add.s32 %r2, %r2, 1;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @sum(ptr addrspace(1) %out, i32 %x, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc2, %loop ]
  %m0 = mul i32 %i, %x
  %a0 = add i32 %acc, %m0
  %o1 = or disjoint i32 %i, 1
  %m1 = mul nsw i32 %o1, %x
  %acc2 = xor i32 %a0, %m1
  %i.next = add nuw nsw i32 %i, 2
  %c = icmp ult i32 %i.next, %n
  br i1 %c, label %loop, label %done
done:
  store i32 %acc2, ptr addrspace(1) %out, align 4
  ret void
}

define ptx_kernel void @column(ptr addrspace(1) %b, ptr addrspace(1) %out, i32 %ldb, i32 %col, i32 %n) {
entry:
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k.next, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc2, %loop ]
  %m0 = mul nsw i32 %k, %ldb
  %a0 = add nsw i32 %m0, %col
  %w0 = sext i32 %a0 to i64
  %p0 = getelementptr inbounds float, ptr addrspace(1) %b, i64 %w0
  %v0 = load float, ptr addrspace(1) %p0, align 4
  %o1 = or disjoint i32 %k, 1
  %m1 = mul nsw i32 %o1, %ldb
  %a1 = add nsw i32 %m1, %col
  %w1 = sext i32 %a1 to i64
  %p1 = getelementptr inbounds float, ptr addrspace(1) %b, i64 %w1
  %v1 = load float, ptr addrspace(1) %p1, align 4
  %s = fadd float %v0, %v1
  %acc2 = fadd float %acc, %s
  %k.next = add nuw nsw i32 %k, 2
  %c = icmp slt i32 %k.next, %n
  br i1 %c, label %loop, label %done
done:
  store float %acc2, ptr addrspace(1) %out, align 4
  ret void
}

define ptx_kernel void @constant(ptr addrspace(1) %out, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc2, %loop ]
  %m0 = mul i32 %i, 12345
  %acc2 = xor i32 %acc, %m0
  %i.next = add i32 %i, 1
  %c = icmp ult i32 %i.next, %n
  br i1 %c, label %loop, label %done
done:
  store i32 %acc2, ptr addrspace(1) %out, align 4
  ret void
}
