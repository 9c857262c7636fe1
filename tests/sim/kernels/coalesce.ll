; tests/sim/kernels/coalesce.ll -- copies that pass coalesce
; (isel/mach/coalesce.c) may remove, and copies it must keep because
; the two registers hold different values at once:
;   @exits:   a loop with two exits; an exit phi that takes the loop's sum
;             (coalesced) and one that takes the thread's input word on
;             the skip edge while the word is still read after the join
;             (kept); the lost-copy shape, where the exit reads both a phi
;             and its next value;
;   @unroll:  clang's unrolled loop with a remainder loop: an exit phi
;             with an undef incoming value, and the main loop's sum feeding
;             the remainder's phi;
;   @nest:    an inner loop's result feeding the outer loop's phi, and a
;             swap of two phis in the outer loop.
; Per thread, from its input word; llc-19's code is the reference.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

define ptx_kernel void @exits(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %b64 = shl i32 %b, 6
  %g = add i32 %b64, %t
  %g64 = zext i32 %g to i64
  %ip = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %g64
  %x = load i32, ptr addrspace(1) %ip, align 4
  %trips = and i32 %x, 7
  %skip = icmp eq i32 %trips, 0
  br i1 %skip, label %after, label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %next ]
  %s = phi i32 [ %g, %entry ], [ %s1, %next ]
  %p = phi i32 [ 1, %entry ], [ %p1, %next ]
  %s1 = add i32 %s, %i
  %p1 = mul i32 %p, 3
  %big = icmp ugt i32 %s1, 100
  br i1 %big, label %early, label %next

next:
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, %trips
  br i1 %more, label %loop, label %after

early:
  ; the lost copy: both %s and %s1 are read here
  %e = sub i32 %s1, %s
  %e2 = add i32 %e, %p
  br label %after

after:
  %r = phi i32 [ %x, %entry ], [ %s1, %next ], [ %e2, %early ]
  %q = phi i32 [ 7, %entry ], [ %p1, %next ], [ %s, %early ]
  %op = getelementptr inbounds [4 x i32], ptr addrspace(1) %out, i64 %g64
  store i32 %r, ptr addrspace(1) %op, align 4
  %o1 = getelementptr inbounds i32, ptr addrspace(1) %op, i64 1
  store i32 %q, ptr addrspace(1) %o1, align 4
  %xr = xor i32 %x, %r
  %o2 = getelementptr inbounds i32, ptr addrspace(1) %op, i64 2
  store i32 %xr, ptr addrspace(1) %o2, align 4
  ret void
}

define ptx_kernel void @unroll(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %b64 = shl i32 %b, 6
  %g = add i32 %b64, %t
  %g64 = zext i32 %g to i64
  %ip = getelementptr inbounds float, ptr addrspace(1) %in, i64 %g64
  %xi = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %g64
  %xw = load i32, ptr addrspace(1) %xi, align 4
  %cnt = and i32 %g, 13
  %pos = icmp sgt i32 %cnt, 0
  br i1 %pos, label %pre, label %exit

pre:
  %rem = and i32 %cnt, 3
  %few = icmp ult i32 %cnt, 4
  br i1 %few, label %mid, label %main.pre

main.pre:
  %even = and i32 %cnt, -4
  br label %main

main:
  %k = phi i32 [ 0, %main.pre ], [ %k4, %main ]
  %acc = phi float [ 0.0, %main.pre ], [ %a4, %main ]
  %kk = zext i32 %k to i64
  %pa = getelementptr inbounds float, ptr addrspace(1) %ip, i64 %kk
  %v0 = load float, ptr addrspace(1) %pa, align 4
  %a1 = fadd float %acc, %v0
  %a2 = fmul float %a1, 0.5
  %a3 = fadd float %a2, 1.0
  %a4 = fadd float %a3, %v0
  %k4 = add i32 %k, 4
  %mdone = icmp eq i32 %k4, %even
  br i1 %mdone, label %mid, label %main

mid:
  %res.ph = phi float [ undef, %pre ], [ %a4, %main ]
  %acc.unr = phi float [ 0.0, %pre ], [ %a4, %main ]
  %k.unr = phi i32 [ 0, %pre ], [ %k4, %main ]
  %norem = icmp eq i32 %rem, 0
  br i1 %norem, label %exit, label %tail

tail:
  %j = phi i32 [ %k.unr, %mid ], [ %j1, %tail ]
  %acc2 = phi float [ %acc.unr, %mid ], [ %b1, %tail ]
  %r = phi i32 [ 0, %mid ], [ %r1, %tail ]
  %jj = zext i32 %j to i64
  %pb = getelementptr inbounds float, ptr addrspace(1) %ip, i64 %jj
  %w = load float, ptr addrspace(1) %pb, align 4
  %b1 = fadd float %acc2, %w
  %j1 = add i32 %j, 1
  %r1 = add i32 %r, 1
  %tdone = icmp eq i32 %r1, %rem
  br i1 %tdone, label %exit, label %tail

exit:
  %res = phi float [ 0.0, %entry ], [ %res.ph, %mid ], [ %b1, %tail ]
  %kout = phi i32 [ %xw, %entry ], [ %k.unr, %mid ], [ %j1, %tail ]
  %op = getelementptr inbounds [2 x i32], ptr addrspace(1) %out, i64 %g64
  store float %res, ptr addrspace(1) %op, align 4
  %o1 = getelementptr inbounds i32, ptr addrspace(1) %op, i64 1
  store i32 %kout, ptr addrspace(1) %o1, align 4
  ret void
}

define ptx_kernel void @nest(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %b64 = shl i32 %b, 6
  %g = add i32 %b64, %t
  %g64 = zext i32 %g to i64
  %ip = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %g64
  %x = load i32, ptr addrspace(1) %ip, align 4
  %outer.n = and i32 %x, 3
  %inner.n = and i32 %g, 5
  br label %outer

outer:
  %o = phi i32 [ 0, %entry ], [ %o1, %outer.end ]
  %tot = phi i32 [ %x, %entry ], [ %in.res, %outer.end ]
  %u = phi i32 [ 1, %entry ], [ %v, %outer.end ]
  %v = phi i32 [ 2, %entry ], [ %u, %outer.end ]
  br label %inner

inner:
  %m = phi i32 [ 0, %outer ], [ %m1, %inner ]
  %acc = phi i32 [ %tot, %outer ], [ %acc1, %inner ]
  %mu = mul i32 %m, %u
  %acc1 = add i32 %acc, %mu
  %m1 = add i32 %m, 1
  %imore = icmp ule i32 %m1, %inner.n
  br i1 %imore, label %inner, label %outer.end

outer.end:
  %in.res = phi i32 [ %acc1, %inner ]
  %o1 = add i32 %o, 1
  %omore = icmp ule i32 %o1, %outer.n
  br i1 %omore, label %outer, label %done

done:
  %op = getelementptr inbounds [4 x i32], ptr addrspace(1) %out, i64 %g64
  store i32 %in.res, ptr addrspace(1) %op, align 4
  %o2 = getelementptr inbounds i32, ptr addrspace(1) %op, i64 1
  store i32 %u, ptr addrspace(1) %o2, align 4
  %o3 = getelementptr inbounds i32, ptr addrspace(1) %op, i64 2
  store i32 %v, ptr addrspace(1) %o3, align 4
  %o4 = getelementptr inbounds i32, ptr addrspace(1) %op, i64 3
  store i32 %tot, ptr addrspace(1) %o4, align 4
  ret void
}
