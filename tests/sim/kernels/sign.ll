; tests/sim/kernels/sign.ll -- what pass cse folds from the signs of
; values (ir/sign.c), run beside llc-19, and what it must leave:
;   @floordiv: Numba's `s //= 2` (sdiv, srem, and the correction of the
;              quotient by one when the remainder is negative) on a
;              counter that only loops while it is positive: the
;              correction folds away and the division becomes a shift;
;              the same division of a value that may be negative keeps
;              it (a loop from -(x & 63) - 1 that runs while s < -1);
;   @wrap:     Numba's wrap-around index `i < 0 ? i + n : i` of a thread
;              index (folded), and of the thread index minus 40 (kept);
;   @kept:     values whose sign is not known and whose tests must stay:
;              an add and a mul without nsw that wrap past the sign bit,
;              lshr by a shift that may be 0, sdiv by a negative
;              constant (and its quotient's sign), phis whose guard is
;              on the other edge or allows negative values (v >= -1,
;              v > -2, v <u -1), ashr of
;              a negative value, a masked value compared with 1 and with
;              0 (it may be 0); beside values that are known (srem of a
;              masked value by -3, udiv by 3 for sdiv, a zext compared
;              with -1, smax with a constant, ctpop);
;   @guards:   facts from the branches that dominate a use: under
;              `n > 0`, (zext n) << 2 nuw is not 0 and n / 2 is unsigned;
;              n << 30, n * 2^30 and n + (-4) without flags may be 0
;              (n = 4) and stay; under `n == 0` taken nothing folds, not
;              taken n is nonzero; after the two arms join (two
;              predecessors, the guard on the first edge) nothing is
;              known; `n - 3 > -1` and `n - 3 != 1` allow 0; inside a
;              loop the guard on this trip's value holds for this trip.
; Each thread reads its input word and writes its own 16 words.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.smax.i32(i32, i32)
declare i32 @llvm.ctpop.i32(i32)

define i32 @gid() {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %b64 = shl i32 %b, 6
  %g = add i32 %b64, %t
  ret i32 %g
}

; q = s // 2 in Python's rounding (towards minus infinity)
define ptx_kernel void @floordiv(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %g = call i32 @gid()
  %pi = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %g
  %x = load i32, ptr addrspace(1) %pi, align 4
  %x64 = sext i32 %x to i64
  %m = and i64 %x64, 1023
  %s0 = add nsw i64 %m, 5
  br label %loop
loop:
  %s = phi i64 [ %s0, %entry ], [ %q, %loop.end ]
  %acc = phi i64 [ 0, %entry ], [ %acc2, %loop.end ]
  %acc2 = add i64 %acc, %s
  %d = sdiv i64 %s, 2
  %r = srem i64 %s, 2
  %rx = xor i64 2, %r
  %neg = icmp slt i64 %rx, 0
  %nz = icmp ne i64 %r, 0
  %fix = and i1 %nz, %neg
  br i1 %fix, label %down, label %keep
down:
  %d1 = sub i64 %d, 1
  br label %loop.end
keep:
  br label %loop.end
loop.end:
  %q = phi i64 [ %d1, %down ], [ %d, %keep ]
  %more = icmp sgt i64 %q, 0
  br i1 %more, label %loop, label %neg.entry
neg.entry:
  ; the same division of a negative counter: -(x & 63) - 1 down to -1
  %mn = and i64 %x64, 63
  %t0 = sub nsw i64 -1, %mn
  br label %nloop
nloop:
  %t = phi i64 [ %t0, %neg.entry ], [ %tq, %nloop.end ]
  %nacc = phi i64 [ %acc2, %neg.entry ], [ %nacc2, %nloop.end ]
  %nd = sdiv i64 %t, 2
  %nr = srem i64 %t, 2
  %nrx = xor i64 2, %nr
  %nneg = icmp slt i64 %nrx, 0
  %nnz = icmp ne i64 %nr, 0
  %nfix = and i1 %nnz, %nneg
  %nd1 = sub i64 %nd, 1
  %tq = select i1 %nfix, i64 %nd1, i64 %nd
  %nacc.m = mul i64 %nacc, 3
  %nacc2 = add i64 %nacc.m, %tq
  br label %nloop.end
nloop.end:
  %nmore = icmp slt i64 %tq, -1
  br i1 %nmore, label %nloop, label %done
done:
  %o = mul i32 %g, 16
  %po = getelementptr inbounds i64, ptr addrspace(1) %out, i32 %o
  store i64 %nacc2, ptr addrspace(1) %po, align 8
  ret void
}

define ptx_kernel void @wrap(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %g = call i32 @gid()
  %t64 = sext i32 %t to i64
  %lt = icmp slt i64 %t64, 0
  %tw = add i64 %t64, 128
  %ti = select i1 %lt, i64 %tw, i64 %t64
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %ti
  %v1 = load i32, ptr addrspace(1) %p1, align 4
  ; t - 40 is negative in the first 40 threads of a block
  %u = sub nsw i64 %t64, 40
  %ult = icmp slt i64 %u, 0
  %uw = add i64 %u, 128
  %ui = select i1 %ult, i64 %uw, i64 %u
  %p2 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %ui
  %v2 = load i32, ptr addrspace(1) %p2, align 4
  %o = mul i32 %g, 16
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %o
  store i32 %v1, ptr addrspace(1) %po, align 4
  %po2 = getelementptr inbounds i32, ptr addrspace(1) %po, i32 1
  store i32 %v2, ptr addrspace(1) %po2, align 4
  %po3 = getelementptr inbounds i32, ptr addrspace(1) %po, i32 2
  %ui32 = trunc i64 %ui to i32
  store i32 %ui32, ptr addrspace(1) %po3, align 4
  ret void
}

define ptx_kernel void @kept(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %g = call i32 @gid()
  %pi = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %g
  %xr = load i32, ptr addrspace(1) %pi, align 4
  %x = add i32 %xr, %g ; (the low bits of a float's word are mostly 0)
  %o = mul i32 %g, 16
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %o
  ; an add without nsw of two non-negative values wraps for x > 0
  %xm = and i32 %x, 2147483647
  %a = add i32 %xm, 2147483647
  %a.neg = icmp slt i32 %a, 0
  %w0 = zext i1 %a.neg to i32
  ; a mul without nsw: (x & 0xffff) * 65536 is negative when bit 15 is set
  %xl = and i32 %x, 65535
  %xs = add i32 %xl, 32768
  %xs2 = and i32 %xs, 65535
  %mu = mul i32 %xs2, 65536
  %mu.neg = icmp sgt i32 %mu, -1
  %w1 = zext i1 %mu.neg to i32
  ; lshr of a negative value by a shift that is 0 for every 32nd thread
  %nx = sub i32 -7, %xm
  %sh = and i32 %g, 31
  %ls = lshr i32 %nx, %sh
  %ls.neg = icmp slt i32 %ls, 0
  %w2 = zext i1 %ls.neg to i32
  ; sdiv of a non-negative value by -3 is negative (not an udiv)
  %xk = and i32 %x, 1023
  %xk1 = add nsw i32 %xk, 3
  %sd = sdiv i32 %xk1, -3
  %sr = srem i32 %xk1, -3
  ; ... while its srem keeps the dividend's sign, and sdiv by 3 is udiv
  %sr.neg = icmp slt i32 %sr, 0
  %sd.neg = icmp slt i32 %sd, 0
  %w3a = zext i1 %sr.neg to i32
  %w3b = zext i1 %sd.neg to i32
  %w3b2 = shl i32 %w3b, 20
  %w3 = or i32 %w3a, %w3b2
  ; a non-negative value may be 0: below 1 is not decided by the sign
  %x7 = and i32 %x, 7
  %x7.lt1 = icmp slt i32 %x7, 1
  %x7.eq0 = icmp eq i32 %x7, 0
  %x7.ne0 = icmp ne i32 %x7, 0
  %w9a = zext i1 %x7.lt1 to i32
  %w9b = select i1 %x7.eq0, i32 2, i32 0
  %w9c = select i1 %x7.ne0, i32 4, i32 0
  %w9ab = or i32 %w9a, %w9b
  %w9abc = or i32 %w9ab, %w9c
  %x7.ge1 = icmp sge i32 %x7, 1
  %w9d = select i1 %x7.ge1, i32 8, i32 0
  %w9 = or i32 %w9abc, %w9d
  %sd3 = sdiv i32 %xk1, 3
  %sr3 = srem i32 %xk1, 7
  %sum3 = add i32 %sd3, %sr3
  %sum4 = add i32 %sum3, %sd
  %sum5 = add i32 %sum4, %sr
  ; a zext is never negative: compared with -1 it is greater
  %z = zext i32 %x to i64
  %z.gt = icmp sgt i64 %z, -1
  %w4 = zext i1 %z.gt to i32
  ; smax with a constant, ctpop: not negative
  %mx = call i32 @llvm.smax.i32(i32 %nx, i32 5)
  %mx.neg = icmp slt i32 %mx, 0
  %w5 = zext i1 %mx.neg to i32
  %pc = call i32 @llvm.ctpop.i32(i32 %nx)
  %pc.neg = icmp eq i32 %pc, -2147483648
  %w6 = zext i1 %pc.neg to i32
  ; ashr of a negative value stays negative
  %as = ashr i32 %nx, 3
  %as.neg = icmp slt i32 %as, 0
  %w7 = zext i1 %as.neg to i32
  %pick = and i32 %x, 1
  %odd = icmp ne i32 %pick, 0
  %v = sub i32 %pick, %xk
  %pos = icmp sgt i32 %v, 0
  br i1 %pos, label %other, label %join
other:
  br label %join
join:
  ; from entry, v <= 0 (the guard is on the other edge)
  %ph = phi i32 [ %v, %entry ], [ 9, %other ]
  %ph.neg = icmp slt i32 %ph, 0
  %w8 = zext i1 %ph.neg to i32
  %phd = sdiv i32 %ph, 2
  ; a guard `v2 >= -1` taken still lets v2 be -1
  %v2 = sub i32 %x7, 3
  %ge = icmp sge i32 %v2, -1
  br i1 %ge, label %join2, label %other2
other2:
  br label %join2
join2:
  %ph2 = phi i32 [ %v2, %join ], [ 5, %other2 ]
  %ph2.neg = icmp slt i32 %ph2, 0
  %w10 = zext i1 %ph2.neg to i32
  %b11 = shl i32 %w10, 11
  ; and so does `v3 > -2`
  %v3 = sub i32 %x7, 2
  %gt = icmp sgt i32 %v3, -2
  br i1 %gt, label %join3, label %other3
other3:
  br label %join3
join3:
  %ph3 = phi i32 [ %v3, %join2 ], [ 5, %other3 ]
  %ph3.neg = icmp slt i32 %ph3, 0
  %w12 = zext i1 %ph3.neg to i32
  %b12 = shl i32 %w12, 12
  ; unsigned below a negative constant is no bound on the sign
  %ult = icmp ult i32 %v2, -1
  br i1 %ult, label %join4, label %other4
other4:
  br label %join4
join4:
  %ph4 = phi i32 [ %v2, %join3 ], [ 5, %other4 ]
  %ph4.neg = icmp slt i32 %ph4, 0
  %w17 = zext i1 %ph4.neg to i32
  %b17 = shl i32 %w17, 17
  %bits0 = or i32 %w0, 0
  %b1 = shl i32 %w1, 1
  %bits1 = or i32 %bits0, %b1
  %b2 = shl i32 %w2, 2
  %bits2 = or i32 %bits1, %b2
  %b3 = shl i32 %w3, 3
  %bits3 = or i32 %bits2, %b3
  %b4 = shl i32 %w4, 4
  %bits4 = or i32 %bits3, %b4
  %b5 = shl i32 %w5, 5
  %bits5 = or i32 %bits4, %b5
  %b6 = shl i32 %w6, 6
  %bits6 = or i32 %bits5, %b6
  %b7 = shl i32 %w7, 7
  %bits7 = or i32 %bits6, %b7
  %b8 = shl i32 %w8, 8
  %bits8 = or i32 %bits7, %b8
  %b10 = shl i32 %w9, 13
  %bits10 = or i32 %bits8, %b10
  %bits11 = or i32 %bits10, %b11
  %bits12 = or i32 %bits11, %b12
  %bits17 = or i32 %bits12, %b17
  store i32 %bits17, ptr addrspace(1) %po, align 4
  %po1 = getelementptr inbounds i32, ptr addrspace(1) %po, i32 1
  store i32 %sum5, ptr addrspace(1) %po1, align 4
  %po2 = getelementptr inbounds i32, ptr addrspace(1) %po, i32 2
  store i32 %phd, ptr addrspace(1) %po2, align 4
  %po3 = getelementptr inbounds i32, ptr addrspace(1) %po, i32 3
  store i32 %ls, ptr addrspace(1) %po3, align 4
  %po4 = getelementptr inbounds i32, ptr addrspace(1) %po, i32 4
  store i32 %as, ptr addrspace(1) %po4, align 4
  %po5 = getelementptr inbounds i32, ptr addrspace(1) %po, i32 5
  store i32 %mu, ptr addrspace(1) %po5, align 4
  %po6 = getelementptr inbounds i32, ptr addrspace(1) %po, i32 6
  %selp = select i1 %odd, i32 %a, i32 %mx
  store i32 %selp, ptr addrspace(1) %po6, align 4
  ret void
}

define ptx_kernel void @guards(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %g = call i32 @gid()
  %pi = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %g
  %xr = load i32, ptr addrspace(1) %pi, align 4
  %x = add i32 %xr, %g
  %n = and i32 %x, 7
  %o = mul i32 %g, 16
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %o
  %pos = icmp sgt i32 %n, 0
  br i1 %pos, label %then, label %else
then:
  %z = zext i32 %n to i64
  %s = shl nuw nsw i64 %z, 2
  %isz = icmp eq i64 %s, 0
  %t0 = select i1 %isz, i32 1, i32 0
  %s2 = shl i32 %n, 30
  %isz2 = icmp eq i32 %s2, 0
  %t1 = select i1 %isz2, i32 2, i32 0
  %mu = mul i32 %n, 1073741824
  %isz3 = icmp ult i32 %mu, 1
  %t2 = select i1 %isz3, i32 4, i32 0
  %ad = add i32 %n, -4
  %isz4 = icmp ne i32 %ad, 0
  %t3 = select i1 %isz4, i32 8, i32 0
  %d = sdiv i32 %n, 2
  %nd = sub i32 0, %n
  %nd2 = sdiv i32 %nd, 2
  %t01 = or i32 %t0, %t1
  %t23 = or i32 %t2, %t3
  %tt = or i32 %t01, %t23
  %td = add i32 %d, %nd2
  br label %join
else:
  %e0 = icmp eq i32 %n, 0
  %e1 = select i1 %e0, i32 16, i32 0
  br label %join
join:
  %bits = phi i32 [ %tt, %then ], [ %e1, %else ]
  %dv = phi i32 [ %td, %then ], [ 0, %else ]
  %j0 = icmp eq i32 %n, 0
  %j1 = select i1 %j0, i32 32, i32 0
  %v = sub i32 %n, 3
  %j2 = icmp slt i32 %v, 0
  %j3 = select i1 %j2, i32 64, i32 0
  %iszero = icmp eq i32 %n, 0
  br i1 %iszero, label %zero, label %nz
zero:
  %zz = icmp eq i32 %n, 0
  %z1 = select i1 %zz, i32 128, i32 0
  br label %loop.entry
nz:
  %nn = icmp eq i32 %n, 0
  %z2 = select i1 %nn, i32 256, i32 512
  br label %loop.entry
loop.entry:
  %zb = phi i32 [ %z1, %zero ], [ %z2, %nz ]
  br label %loop
loop:
  %i = phi i32 [ %v, %loop.entry ], [ %i.next, %latch ]
  %acc = phi i32 [ 0, %loop.entry ], [ %acc2, %latch ]
  %ipos = icmp sgt i32 %i, 0
  br i1 %ipos, label %body, label %latch
body:
  %iz = icmp eq i32 %i, 0
  %ineg = icmp slt i32 %i, 0
  %ib = select i1 %iz, i32 1000, i32 1
  %ic = select i1 %ineg, i32 2000, i32 %ib
  %ih = sdiv i32 %i, 2
  %id = add i32 %ic, %ih
  br label %latch
latch:
  %add = phi i32 [ %id, %body ], [ 7, %loop ]
  %acc2 = add i32 %acc, %add
  %i.next = add i32 %i, 1
  %more = icmp slt i32 %i.next, 6
  br i1 %more, label %loop, label %done
done:
  ; a guard on the first of two edges into a block tells nothing there
  %nn1 = icmp sgt i32 %n, 0
  br i1 %nn1, label %join2, label %other2
other2:
  br label %join2
join2:
  %k0 = icmp eq i32 %n, 0
  %k1 = select i1 %k0, i32 1024, i32 0
  ; v > -1 holds of 0
  %nn2 = icmp sgt i32 %v, -1
  br i1 %nn2, label %g1, label %g2
g1:
  %k2 = icmp eq i32 %v, 0
  %k3 = select i1 %k2, i32 2048, i32 0
  br label %g2
g2:
  %k4a = phi i32 [ %k3, %g1 ], [ 0, %join2 ]
  ; v != 1 allows 0
  %ne1 = icmp ne i32 %v, 1
  br i1 %ne1, label %h1, label %h2
h1:
  %k5 = icmp eq i32 %v, 0
  %k6 = select i1 %k5, i32 4096, i32 0
  br label %h2
h2:
  %k7 = phi i32 [ %k6, %h1 ], [ 0, %g2 ]
  %k4 = or i32 %k4a, %k7
  %b1 = or i32 %bits, %j1
  %b2 = or i32 %b1, %j3
  %b3 = or i32 %b2, %zb
  %b4 = or i32 %b3, %k1
  %b5 = or i32 %b4, %k4
  store i32 %b5, ptr addrspace(1) %po, align 4
  %po1 = getelementptr inbounds i32, ptr addrspace(1) %po, i32 1
  store i32 %dv, ptr addrspace(1) %po1, align 4
  %po2 = getelementptr inbounds i32, ptr addrspace(1) %po, i32 2
  store i32 %acc2, ptr addrspace(1) %po2, align 4
  ret void
}
