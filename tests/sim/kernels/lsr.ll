; tests/sim/kernels/lsr.ll -- loops whose products of an induction
; variable by a loop-invariant value pass lsr (ir/lsr.c) turns into adds
; of a second induction variable, run beside llc-19's code:
;   @unrolled: clang's unrolled shape, (i | 1) * x ... (i | 3) * x with
;              `or disjoint`, i * x and (i + 5) * x, from a start that is
;              not 0 and with x the thread's input word (the float mode's
;              words are large: the products wrap);
;   @addend:   products used only by an add of the same invariant (they
;              become the new variable itself), as loads' indices;
;   @nested:   an outer variable's product used in an inner loop, the
;              inner loop's own product, a variable that counts down by 3,
;              and an i64 variable times a sign-extended word;
;   @kept:     products lsr must leave: one after the loop (the exit
;              value), one by a value computed in the loop, one by a
;              constant, and (i | 1) * x where the `or` is not `disjoint`
;              (i steps by 1: i | 1 is not i + 1 when i is odd).
; Per thread, from its input word.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

define i32 @gid() {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %b64 = shl i32 %b, 6
  %g = add i32 %b64, %t
  ret i32 %g
}

define ptx_kernel void @unrolled(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
entry:
  %g = call i32 @gid()
  %pi = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %g
  %x = load i32, ptr addrspace(1) %pi, align 4
  %lo = and i32 %x, 7
  %trips = add i32 %lo, %n
  %s8 = lshr i32 %x, 8
  %s3 = and i32 %s8, 3
  %start = shl i32 %s3, 2
  %end0 = shl i32 %trips, 2
  %end = add i32 %end0, %start
  br label %loop
loop:
  %i = phi i32 [ %start, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc4, %loop ]
  %m0 = mul i32 %i, %x
  %a0 = add i32 %acc, %m0
  %o1 = or disjoint i32 %i, 1
  %m1 = mul nsw i32 %o1, %x
  %r1 = xor i32 %a0, %m1
  %o2 = or disjoint i32 %i, 2
  %m2 = mul i32 %x, %o2
  %a2 = add i32 %r1, %m2
  %o3 = or disjoint i32 %i, 3
  %m3 = mul i32 %o3, %x
  %r3 = xor i32 %a2, %m3
  %o5 = add nuw i32 %i, 5
  %m5 = mul i32 %o5, %x
  %acc4 = add i32 %r3, %m5
  %i.next = add nuw nsw i32 %i, 4
  %c = icmp ult i32 %i.next, %end
  br i1 %c, label %loop, label %done
done:
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %g
  store i32 %acc4, ptr addrspace(1) %po, align 4
  ret void
}

define ptx_kernel void @addend(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
entry:
  %g = call i32 @gid()
  %pi = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %g
  %x = load i32, ptr addrspace(1) %pi, align 4
  %stride = and i32 %x, 31
  %trips = add i32 %n, 3
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k.next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc2, %loop ]
  %m0 = mul i32 %k, %stride
  %a0 = add i32 %m0, %g
  %w0 = and i32 %a0, 4095
  %p0 = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %w0
  %v0 = load i32, ptr addrspace(1) %p0, align 4
  %o1 = or disjoint i32 %k, 1
  %m1 = mul i32 %o1, %stride
  %a1 = add i32 %g, %m1
  %w1 = and i32 %a1, 4095
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %w1
  %v1 = load i32, ptr addrspace(1) %p1, align 4
  %s = add i32 %v0, %v1
  %acc2 = xor i32 %acc, %s
  %k.next = add i32 %k, 2
  %c = icmp slt i32 %k.next, %trips
  br i1 %c, label %loop, label %done
done:
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %g
  store i32 %acc2, ptr addrspace(1) %po, align 4
  ret void
}

define ptx_kernel void @nested(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
entry:
  %g = call i32 @gid()
  %pi = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %g
  %x = load i32, ptr addrspace(1) %pi, align 4
  %y = lshr i32 %x, 3
  %x64 = sext i32 %x to i64
  %top0 = and i32 %x, 7
  %top = add i32 %top0, 6
  br label %outer
outer:
  %i = phi i32 [ %top, %entry ], [ %i.next, %latch ]
  %w = phi i64 [ 7, %entry ], [ %w.next, %latch ]
  %acc = phi i32 [ 0, %entry ], [ %acc.in, %latch ]
  %mw = mul i64 %w, %x64
  %mw32 = trunc i64 %mw to i32
  %acc.w = add i32 %acc, %mw32
  br label %inner
inner:
  %k = phi i32 [ 1, %outer ], [ %k.next, %inner ]
  %acc.k = phi i32 [ %acc.w, %outer ], [ %acc.k2, %inner ]
  %mi = mul i32 %i, %x
  %mk = mul i32 %k, %y
  %t = xor i32 %mi, %mk
  %acc.k2 = add i32 %acc.k, %t
  %k.next = add i32 %k, 1
  %ck = icmp ult i32 %k.next, %n
  br i1 %ck, label %inner, label %latch
latch:
  %acc.in = phi i32 [ %acc.k2, %inner ]
  %i.next = add i32 %i, -3
  %w.next = add i64 %w, 9
  %ci = icmp sgt i32 %i.next, 0
  br i1 %ci, label %outer, label %done
done:
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %g
  store i32 %acc.in, ptr addrspace(1) %po, align 4
  ret void
}

define ptx_kernel void @kept(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
entry:
  %g = call i32 @gid()
  %pi = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %g
  %x = load i32, ptr addrspace(1) %pi, align 4
  %trips0 = and i32 %x, 7
  %trips = add i32 %trips0, %n
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ %x, %entry ], [ %acc3, %loop ]
  %v = xor i32 %acc, 1234567
  %m0 = mul i32 %i, %v
  %acc1 = add i32 %acc, %m0
  %m1 = mul i32 %i, 77
  %acc2 = xor i32 %acc1, %m1
  %o = or i32 %i, 1
  %m2 = mul i32 %o, %x
  %acc3 = add i32 %acc2, %m2
  %i.next = add i32 %i, 1
  %c = icmp ult i32 %i.next, %trips
  br i1 %c, label %loop, label %done
done:
  %last = mul i32 %i, %x
  %r = add i32 %acc3, %last
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %g
  store i32 %r, ptr addrspace(1) %po, align 4
  ret void
}
