; tests/sim/kernels/sext_split.ll -- a[(i | k) + row] with a signed index
; (isel/dag/dag_mem.c, split_sext): the accesses share sext(i) + sext(row)
; at constant byte offsets, since sext((X + C) + b) = sext(X) + C +
; sext(b) when both adds are nsw (a disjoint or is one).  row and i are
; negative for half of the threads each (the base pointer sits in the
; middle of the buffer), so both sign extensions matter; the sum goes
; through add nsw with the constant on either side, and through an or.
; Per thread, from its input; every result is stored.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define ptx_kernel void @sext_split(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %mid = getelementptr inbounds i32, ptr addrspace(1) %in, i64 8192
  %half = sub nsw i32 %t, 64
  %row = mul nsw i32 %half, 40
  %i0 = shl i32 %t, 3
  %i8 = and i32 %i0, 248
  %i = add nsw i32 %i8, -128
  %x0 = add nsw i32 %i, %row
  %s0 = sext i32 %x0 to i64
  %p0 = getelementptr inbounds i32, ptr addrspace(1) %mid, i64 %s0
  %v0 = load i32, ptr addrspace(1) %p0, align 4
  %o1 = or disjoint i32 %i, 1
  %x1 = add nsw i32 %o1, %row
  %s1 = sext i32 %x1 to i64
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %mid, i64 %s1
  %v1 = load i32, ptr addrspace(1) %p1, align 4
  %o5 = or disjoint i32 %i, 5
  %x5 = add nsw i32 %row, %o5
  %s5 = sext i32 %x5 to i64
  %p5 = getelementptr inbounds i32, ptr addrspace(1) %mid, i64 %s5
  %v5 = load i32, ptr addrspace(1) %p5, align 4
  %a3 = add nsw i32 %i, -3
  %x3 = add nsw i32 %a3, %row
  %s3 = sext i32 %x3 to i64
  %p3 = getelementptr inbounds i32, ptr addrspace(1) %mid, i64 %s3
  %v3 = load i32, ptr addrspace(1) %p3, align 4
  %w1 = mul i32 %v1, 3
  %w5 = mul i32 %v5, 5
  %w3 = mul i32 %v3, 7
  %s01 = add i32 %v0, %w1
  %s015 = add i32 %s01, %w5
  %sum = add i32 %s015, %w3
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t64
  store i32 %sum, ptr addrspace(1) %po, align 4
  ret void
}
