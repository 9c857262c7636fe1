; tests/sim/kernels/hoist.ll -- addresses in sibling blocks that pass
; hoist (ir/hoist.c) gives one base, run beside llc-19: clang's unrolled
; tile load and transposed read through __shared__ (zext of nuw sums and
; of a disjoint or), signed row offsets (sext of nsw sums, some of them
; negative), 64-bit indices plus and minus constants, a struct field at
; neighbouring elements; and a zext of a sum that wraps (no nuw), which
; must stay a 32-bit sum: for thread 0, zext(-1 + 2) is element 1, where
; zext(-1) + 2 would be 2^32 + 1, far outside the buffer.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%pair = type { i32, i32, i64 }
%row = type { i64, [8 x i32] }

@tile = internal addrspace(3) global [32 x [9 x i32]] undef, align 4

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare void @llvm.nvvm.barrier0()

; 64 threads: tx = t & 7, ty = t >> 3; rows ty, ty + 8, ty + 16, ty + 24
; of the tile, each behind a bound that depends on the CTA
define ptx_kernel void @tile_transpose(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %tx = and i32 %t, 7
  %ty = lshr i32 %t, 3
  %h = add nuw nsw i32 %b, 19
  %x = zext nneg i32 %tx to i64
  %ti = zext nneg i32 %t to i64
  %src = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %ti
  %v = load i32, ptr addrspace(1) %src, align 4
  br label %r0
r0:
  %y0 = zext nneg i32 %ty to i64
  %p0 = getelementptr inbounds [32 x [9 x i32]], ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 0, i64 %y0, i64 %x
  store i32 %v, ptr %p0, align 4
  %ty1 = add nuw nsw i32 %ty, 8
  %c1 = icmp slt i32 %ty1, %h
  br i1 %c1, label %r1, label %n2
r1:
  %y1 = zext nneg i32 %ty1 to i64
  %p1 = getelementptr inbounds [32 x [9 x i32]], ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 0, i64 %y1, i64 %x
  %v1 = add i32 %v, 1000
  store i32 %v1, ptr %p1, align 4
  br label %n2
n2:
  %ty2 = or disjoint i32 %ty, 16
  %c2 = icmp slt i32 %ty2, %h
  br i1 %c2, label %r2, label %n3
r2:
  %y2 = zext nneg i32 %ty2 to i64
  %p2 = getelementptr inbounds [32 x [9 x i32]], ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 0, i64 %y2, i64 %x
  %v2 = add i32 %v, 2000
  store i32 %v2, ptr %p2, align 4
  br label %n3
n3:
  %ty3 = add nuw nsw i32 %ty, 24
  %c3 = icmp slt i32 %ty3, %h
  br i1 %c3, label %r3, label %sync
r3:
  %y3 = zext nneg i32 %ty3 to i64
  %p3 = getelementptr inbounds [32 x [9 x i32]], ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 0, i64 %y3, i64 %x
  %v3 = add i32 %v, 3000
  store i32 %v3, ptr %p3, align 4
  br label %sync
sync:
  call void @llvm.nvvm.barrier0()
  ; read column ty... as rows: out[t * 4 + j] = tile[tx + 8j][ty] where written
  %o = shl nuw nsw i32 %t, 2
  %oz = zext nneg i32 %o to i64
  %rx = zext nneg i32 %ty to i64
  %k1 = add nuw nsw i32 %tx, 8
  %d1 = icmp slt i32 %k1, %h
  br i1 %d1, label %s1, label %m2
s1:
  %z1 = zext nneg i32 %k1 to i64
  %a1 = getelementptr inbounds [32 x [9 x i32]], ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 0, i64 %z1, i64 %rx
  %w1 = load i32, ptr %a1, align 4
  %q1 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %oz
  store i32 %w1, ptr addrspace(1) %q1, align 4
  br label %m2
m2:
  %k2 = add nuw nsw i32 %tx, 16
  %d2 = icmp slt i32 %k2, %h
  br i1 %d2, label %s2, label %m3
s2:
  %z2 = zext nneg i32 %k2 to i64
  %a2 = getelementptr inbounds [32 x [9 x i32]], ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 0, i64 %z2, i64 %rx
  %w2 = load i32, ptr %a2, align 4
  %o2 = or disjoint i32 %o, 1
  %oz2 = zext nneg i32 %o2 to i64
  %q2 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %oz2
  store i32 %w2, ptr addrspace(1) %q2, align 4
  br label %m3
m3:
  %z0 = zext nneg i32 %tx to i64
  %a0 = getelementptr inbounds [32 x [9 x i32]], ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 0, i64 %z0, i64 %rx
  %w0 = load i32, ptr %a0, align 4
  %o3 = or disjoint i32 %o, 2
  %oz3 = zext nneg i32 %o3 to i64
  %q3 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %oz3
  store i32 %w0, ptr addrspace(1) %q3, align 4
  ret void
}

; signed offsets around element 16 * t + 8, chosen by the thread's bits
define ptx_kernel void @signed_offsets(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %g = shl nuw nsw i32 %b, 6
  %gt = add nuw nsw i32 %g, %t
  %base = shl nuw nsw i32 %gt, 4
  %i = add nsw i32 %base, 8
  %j = zext nneg i32 %i to i64
  %odd = and i32 %t, 1
  %c = icmp eq i32 %odd, 0
  %two = and i32 %t, 2
  %c2 = icmp ne i32 %two, 0
  br i1 %c, label %even, label %mid
even:
  %s1 = add nsw i32 %i, -3
  %e1 = sext i32 %s1 to i64
  %q1 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %e1
  store i32 %t, ptr addrspace(1) %q1, align 4
  %j1 = add i64 %j, 5
  %w1 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %j1
  store i32 %gt, ptr addrspace(1) %w1, align 4
  br label %mid
mid:
  br i1 %c2, label %oddb, label %join
oddb:
  %s2 = add nsw i32 %i, 2
  %e2 = sext i32 %s2 to i64
  %q2 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %e2
  %n = sub i32 0, %t
  store i32 %n, ptr addrspace(1) %q2, align 4
  %j2 = sub i64 %j, 7
  %w2 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %j2
  store i32 %b, ptr addrspace(1) %w2, align 4
  br label %join
join:
  %s3 = add nsw i32 %i, 6
  %e3 = sext i32 %s3 to i64
  %q3 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %e3
  store i32 77, ptr addrspace(1) %q3, align 4
  ret void
}

; a struct field of neighbouring elements, an array in a struct field at
; neighbouring indices, and a zext of a wrapping sum
define ptx_kernel void @fields_and_wrap(ptr addrspace(1) %out, ptr addrspace(1) %aux, ptr addrspace(1) %rows) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %g = shl nuw nsw i32 %b, 6
  %gt = add nuw nsw i32 %g, %t
  %e = shl nuw nsw i32 %gt, 2
  %i = zext nneg i32 %e to i64
  %gi = zext nneg i32 %gt to i64
  %m = sub i32 %t, 1
  %bit = and i32 %t, 2
  %c = icmp eq i32 %bit, 0
  %low = and i32 %t, 1
  %c2 = icmp ne i32 %low, 0
  br i1 %c, label %l, label %mid
l:
  %i1 = add nuw nsw i64 %i, 1
  %f1 = getelementptr inbounds %pair, ptr addrspace(1) %out, i64 %i1, i32 1
  store i32 %t, ptr addrspace(1) %f1, align 4
  %s1 = add i32 %m, 2
  %z1 = zext i32 %s1 to i64
  %a1 = getelementptr inbounds i32, ptr addrspace(1) %aux, i64 %z1
  %x1 = atomicrmw add ptr addrspace(1) %a1, i32 1 monotonic, align 4
  %k1 = add nuw nsw i32 %bit, 1
  %kz1 = zext nneg i32 %k1 to i64
  %h1 = getelementptr inbounds %row, ptr addrspace(1) %rows, i64 %gi, i32 1, i64 %kz1
  store i32 %t, ptr addrspace(1) %h1, align 4
  br label %mid
mid:
  br i1 %c2, label %r, label %join
r:
  %i2 = add nuw nsw i64 %i, 3
  %f2 = getelementptr inbounds %pair, ptr addrspace(1) %out, i64 %i2, i32 1
  store i32 %gt, ptr addrspace(1) %f2, align 4
  %s2 = add i32 %m, 3
  %z2 = zext i32 %s2 to i64
  %a2 = getelementptr inbounds i32, ptr addrspace(1) %aux, i64 %z2
  %x2 = atomicrmw add ptr addrspace(1) %a2, i32 10 monotonic, align 4
  %k2 = add nuw nsw i32 %bit, 3
  %kz2 = zext nneg i32 %k2 to i64
  %h2 = getelementptr inbounds %row, ptr addrspace(1) %rows, i64 %gi, i32 1, i64 %kz2
  store i32 %gt, ptr addrspace(1) %h2, align 4
  br label %join
join:
  %f0 = getelementptr inbounds %pair, ptr addrspace(1) %out, i64 %i, i32 1
  store i32 -1, ptr addrspace(1) %f0, align 4
  ret void
}
