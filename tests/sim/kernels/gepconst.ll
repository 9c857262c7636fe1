; tests/sim/kernels/gepconst.ll -- GEP indices x + C whose constant tnvcc
; moves into the access's offset (isel/dag/dag_mem.c, peel_constant):
; `or disjoint` and `add nsw` through a sext (negative constants too),
; `add nuw` through a zext, an i64 add; and an add without a flag, kept:
; (base + 2147483647) + 2147483653 wraps round to base + 4 in 32 bits,
; which sext(base + 2147483647) + sext(2147483653) is not.
; Each thread writes and reads its own 16 words; indices stay in range.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

define ptx_kernel void @gepconst(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %b64 = shl i32 %b, 6
  %g = add i32 %b64, %t
  %base = shl nsw i32 %g, 4
  %ib = sext i32 %base to i64
  %ip = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %ib
  %x = load i32, ptr addrspace(1) %ip, align 4
  %i1 = or disjoint i32 %base, 1
  %i1x = sext i32 %i1 to i64
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i1x
  store i32 %x, ptr addrspace(1) %p1, align 4
  %mid = add nsw i32 %base, 8
  %i2 = add nsw i32 %mid, -3
  %i2x = sext i32 %i2 to i64
  %p2 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i2x
  %x2 = mul i32 %x, 3
  store i32 %x2, ptr addrspace(1) %p2, align 4
  %u = add nuw i32 %base, 14
  %ux = zext i32 %u to i64
  %p3 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %ux
  %x3 = xor i32 %x, 85
  store i32 %x3, ptr addrspace(1) %p3, align 4
  %w = add i64 %ib, 9
  %p4 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %w
  %x4 = add i32 %x, %g
  store i32 %x4, ptr addrspace(1) %p4, align 4
  %n = add i32 %base, 11
  %nx = sext i32 %n to i64
  %p5 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %nx
  %r = load i32, ptr addrspace(1) %p1, align 4
  %x5 = sub i32 %r, 7
  store i32 %x5, ptr addrspace(1) %p5, align 4
  %k = or i32 %t, 2147483647
  %hi = add i32 %base, %k
  %n2 = add i32 %hi, 2147483653
  %n2x = sext i32 %n2 to i64
  %p8 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %n2x
  %x8 = shl i32 %x, 1
  store i32 %x8, ptr addrspace(1) %p8, align 4
  %i6 = or disjoint i32 %base, 2
  %i6x = sext i32 %i6 to i64
  %p6 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %i6x
  %y = load i32, ptr addrspace(1) %p6, align 4
  %p7 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %ib
  store i32 %y, ptr addrspace(1) %p7, align 4
  ret void
}
