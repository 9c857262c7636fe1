; tests/sim/kernels/div128.ll -- i128 division and remainder by run-time
; divisors: tnvcc's shift-subtract loop, which skips the steps that cannot
; subtract (isel/legal/wide.c, divrem_skip: clz(D) - clz(N) + 1 steps), and
; its one-div.u64 path when both operands fit in 64 bits, beside llc-19's
; expansion.  Each thread shifts two 128-bit values spread over all bits
; right by its own amounts (t mod 128, and 37t + 5 mod 128), so the step
; count runs through every value from 128 down to none (D > N), with
; D = 1, D >= 2^127, both operands below 2^64, and negative operands for
; sdiv/srem among the pairs.  The results of each operation are folded
; into one i64 (r0 + 3 r1 + 5 r2 + 7 r3, the words xor'ed), so a wrong
; word of any result changes what is stored.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define ptx_kernel void @div128(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %pa = getelementptr inbounds i64, ptr addrspace(1) %in, i64 %i
  %a = load i64, ptr addrspace(1) %pa, align 8
  %pb = getelementptr inbounds i8, ptr addrspace(1) %pa, i64 8192
  %b = load i64, ptr addrspace(1) %pb, align 8
  %a1 = zext i64 %a to i128
  %b1 = zext i64 %b to i128
  %a2 = shl i128 %a1, 64
  %w = or i128 %a2, %b1
  %i1 = zext i64 %i to i128
  %w2 = add i128 %w, %i1
  %x = mul i128 %w2, 211578328036384938727410394633471361849
  %y = mul i128 %w2, 297747071055821155530452781502797185051
  %sa = and i128 %i1, 127
  %i37 = mul i128 %i1, 37
  %i37b = add i128 %i37, 5
  %sb = and i128 %i37b, 127
  %xs = lshr i128 %x, %sa
  %ys0 = lshr i128 %y, %sb
  %ys = or i128 %ys0, 1
  %yo = or i128 %y, 1
  %xa = ashr i128 %x, %sa
  %ya0 = ashr i128 %y, %sb
  %ya = or i128 %ya0, 1
  %r0_0 = udiv i128 %xs, %ys
  %r0_1 = udiv i128 %x, %ys
  %r0_2 = udiv i128 %xs, %yo
  %r0_3 = udiv i128 %xa, %ya
  %m0_1 = mul i128 %r0_1, 3
  %m0_2 = mul i128 %r0_2, 5
  %m0_3 = mul i128 %r0_3, 7
  %s0_1 = add i128 %r0_0, %m0_1
  %s0_2 = add i128 %s0_1, %m0_2
  %s0_3 = add i128 %s0_2, %m0_3
  %h0 = lshr i128 %s0_3, 64
  %f0 = xor i128 %s0_3, %h0
  %v0 = trunc i128 %f0 to i64
  %x0 = mul i64 %i, 4
  %y0 = add i64 %x0, 0
  %p0 = getelementptr inbounds i64, ptr addrspace(1) %out, i64 %y0
  store i64 %v0, ptr addrspace(1) %p0, align 8
  %r1_0 = urem i128 %xs, %ys
  %r1_1 = urem i128 %x, %ys
  %r1_2 = urem i128 %xs, %yo
  %r1_3 = urem i128 %xa, %ya
  %m1_1 = mul i128 %r1_1, 3
  %m1_2 = mul i128 %r1_2, 5
  %m1_3 = mul i128 %r1_3, 7
  %s1_1 = add i128 %r1_0, %m1_1
  %s1_2 = add i128 %s1_1, %m1_2
  %s1_3 = add i128 %s1_2, %m1_3
  %h1 = lshr i128 %s1_3, 64
  %f1 = xor i128 %s1_3, %h1
  %v1 = trunc i128 %f1 to i64
  %x1 = mul i64 %i, 4
  %y1 = add i64 %x1, 1
  %p1 = getelementptr inbounds i64, ptr addrspace(1) %out, i64 %y1
  store i64 %v1, ptr addrspace(1) %p1, align 8
  %r2_0 = sdiv i128 %xs, %ys
  %r2_1 = sdiv i128 %x, %ys
  %r2_2 = sdiv i128 %xs, %yo
  %r2_3 = sdiv i128 %xa, %ya
  %m2_1 = mul i128 %r2_1, 3
  %m2_2 = mul i128 %r2_2, 5
  %m2_3 = mul i128 %r2_3, 7
  %s2_1 = add i128 %r2_0, %m2_1
  %s2_2 = add i128 %s2_1, %m2_2
  %s2_3 = add i128 %s2_2, %m2_3
  %h2 = lshr i128 %s2_3, 64
  %f2 = xor i128 %s2_3, %h2
  %v2 = trunc i128 %f2 to i64
  %x2 = mul i64 %i, 4
  %y2 = add i64 %x2, 2
  %p2 = getelementptr inbounds i64, ptr addrspace(1) %out, i64 %y2
  store i64 %v2, ptr addrspace(1) %p2, align 8
  %r3_0 = srem i128 %xs, %ys
  %r3_1 = srem i128 %x, %ys
  %r3_2 = srem i128 %xs, %yo
  %r3_3 = srem i128 %xa, %ya
  %m3_1 = mul i128 %r3_1, 3
  %m3_2 = mul i128 %r3_2, 5
  %m3_3 = mul i128 %r3_3, 7
  %s3_1 = add i128 %r3_0, %m3_1
  %s3_2 = add i128 %s3_1, %m3_2
  %s3_3 = add i128 %s3_2, %m3_3
  %h3 = lshr i128 %s3_3, 64
  %f3 = xor i128 %s3_3, %h3
  %v3 = trunc i128 %f3 to i64
  %x3 = mul i64 %i, 4
  %y3 = add i64 %x3, 3
  %p3 = getelementptr inbounds i64, ptr addrspace(1) %out, i64 %y3
  store i64 %v3, ptr addrspace(1) %p3, align 8
  ret void
}
