; Constant parts of 64-bit GEP indices move out of shifts, products and
; sums into the access's offset (isel/dag/dag_mem.c, split_offset), as in
; MLIR's mma.sync kernel: ((i|1) << 3 | j), ((i+8) << 3 | j) and
; ((i << 3) + 72 | j) are (i << 3 | j) plus 8, 64 and 72, so the four
; loads share one address at offsets 0, 16, 128 and 144.  In @shared_shift
; the shift has a second use: splitting it would compute it twice, so the
; load keeps (e + 1) << 2 as its index.
; SM: 80
; CHECK: .visible .entry tile(
; CHECK: shl.b64 %rd5, %rd3, 1;
; CHECK: shl.b64 %rd6, %rd5, 3;
; CHECK: and.b64 %rd7, %rd4, 7;
; CHECK: add.s64 %rd8, %rd6, %rd7;
; CHECK: shl.b64 %rd9, %rd8, 1;
; CHECK: add.s64 %rd10, %rd1, %rd9;
; CHECK: ld.global.b16 %rs1, [%rd10];
; CHECK: ld.global.b16 %rs2, [%rd10+16];
; CHECK: ld.global.b16 %rs3, [%rd10+128];
; CHECK: ld.global.b16 %rs4, [%rd10+144];
; CHECK: .visible .entry shared_shift(
; CHECK: add.s64 %rd4, %rd3, 1;
; CHECK: shl.b64 %rd5, %rd4, 2;
; CHECK: shl.b64 %rd6, %rd5, 2;
; CHECK: add.s64 %rd7, %rd1, %rd6;
; CHECK: ld.global.u32 %r1, [%rd7];
; CHECK: cvt.u32.u64 %r2, %rd5;
; CHECK-NOT: or.b64
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @tile(ptr addrspace(1) %p, ptr addrspace(1) %out, i64 %i0, i64 %j0) {
  %i = shl i64 %i0, 1
  %j = and i64 %j0, 7
  %s0 = shl nsw i64 %i, 3
  %o0 = or disjoint i64 %s0, %j
  %p0 = getelementptr half, ptr addrspace(1) %p, i64 %o0
  %a = load half, ptr addrspace(1) %p0, align 2
  %i1 = or disjoint i64 %i, 1
  %s1 = shl nsw i64 %i1, 3
  %o1 = or disjoint i64 %s1, %j
  %p1 = getelementptr half, ptr addrspace(1) %p, i64 %o1
  %b = load half, ptr addrspace(1) %p1, align 2
  %i2 = add nsw i64 %i, 8
  %s2 = shl nsw i64 %i2, 3
  %o2 = or disjoint i64 %s2, %j
  %p2 = getelementptr half, ptr addrspace(1) %p, i64 %o2
  %c = load half, ptr addrspace(1) %p2, align 2
  %s3 = shl nsw i64 %i, 3
  %a3 = add nsw i64 %s3, 72
  %o3 = or disjoint i64 %a3, %j
  %p3 = getelementptr half, ptr addrspace(1) %p, i64 %o3
  %d = load half, ptr addrspace(1) %p3, align 2
  %ab = fadd half %a, %b
  %cd = fadd half %c, %d
  %r = fadd half %ab, %cd
  store half %r, ptr addrspace(1) %out, align 2
  ret void
}

define ptx_kernel void @shared_shift(ptr addrspace(1) %p, ptr addrspace(1) %out, i64 %e) {
  %f = add i64 %e, 1
  %s = shl i64 %f, 2
  %q = getelementptr i32, ptr addrspace(1) %p, i64 %s
  %v = load i32, ptr addrspace(1) %q, align 4
  %w = trunc i64 %s to i32
  %x = add i32 %v, %w
  store i32 %x, ptr addrspace(1) %out, align 4
  ret void
}
