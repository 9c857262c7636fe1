; tests/sim/kernels/divrem.ll -- remainders computed from their division
; (ir/divrem.c) beside llc-19: signed 32-bit pairs with the remainder
; first (the division moves up to it), negative dividends and divisors of
; either sign; an unsigned pair of large values; a 64-bit signed pair
; whose remainder sits in a block the division dominates; Numba's floor
; division and modulo; a urem beside an sdiv and an srem beside a udiv
; of the same operands, which must not pair.  Divisors are never 0 and no dividend is the most
; negative value, so every result is defined.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

define ptx_kernel void @pairs(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %g0 = shl i32 %b, 6
  %g = add i32 %g0, %t
  %n0 = mul i32 %g, 37
  %n = sub i32 %n0, 1000
  %m7 = urem i32 %g, 7
  %dm = sub i32 %m7, 3
  %d = or i32 %dm, 1
  ; signed 32: the remainder first
  %r = srem i32 %n, %d
  %q = sdiv i32 %n, %d
  %base = mul i32 %g, 10
  %b64 = zext i32 %base to i64
  %o0 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %b64
  store i32 %r, ptr addrspace(1) %o0, align 4
  %o1 = getelementptr inbounds i32, ptr addrspace(1) %o0, i64 1
  store i32 %q, ptr addrspace(1) %o1, align 4
  ; unsigned 32 of large values
  %un = mul i32 %g, -1640531535
  %ud0 = mul i32 %g, 2654435
  %ud = or i32 %ud0, 3
  %uq = udiv i32 %un, %ud
  %ur = urem i32 %un, %ud
  %o2 = getelementptr inbounds i32, ptr addrspace(1) %o0, i64 2
  store i32 %uq, ptr addrspace(1) %o2, align 4
  %o3 = getelementptr inbounds i32, ptr addrspace(1) %o0, i64 3
  store i32 %ur, ptr addrspace(1) %o3, align 4
  ; signed 64, the remainder in a block the division dominates
  %ln = sext i32 %n to i64
  %lnn = mul i64 %ln, 1000003
  %ld = sext i32 %d to i64
  %ld7 = mul i64 %ld, 7
  %lq = sdiv i64 %lnn, %ld7
  %o4 = getelementptr inbounds i32, ptr addrspace(1) %o0, i64 4
  %lq32 = trunc i64 %lq to i32
  store i32 %lq32, ptr addrspace(1) %o4, align 4
  %odd = and i32 %t, 1
  %c = icmp ne i32 %odd, 0
  br i1 %c, label %rem, label %floor
rem:
  %lr = srem i64 %lnn, %ld7
  %lr32 = trunc i64 %lr to i32
  %o5 = getelementptr inbounds i32, ptr addrspace(1) %o0, i64 5
  store i32 %lr32, ptr addrspace(1) %o5, align 4
  br label %floor
floor:
  %d2 = mul i32 %d, 5
  ; Numba's floor division and modulo of n by d
  %fr = srem i32 %n, %d2
  %rneg = icmp slt i32 %fr, 0
  %dneg = icmp slt i32 %d2, 0
  %fix = xor i1 %rneg, %dneg
  %nz = icmp ne i32 %fr, 0
  %adj = and i1 %fix, %nz
  %fq = sdiv i32 %n, %d2
  %fq1 = add i32 %fq, -1
  %floorq = select i1 %adj, i32 %fq1, i32 %fq
  %fr1 = add i32 %fr, %d2
  %mod = select i1 %adj, i32 %fr1, i32 %fr
  %o6 = getelementptr inbounds i32, ptr addrspace(1) %o0, i64 6
  store i32 %floorq, ptr addrspace(1) %o6, align 4
  %o7 = getelementptr inbounds i32, ptr addrspace(1) %o0, i64 7
  store i32 %mod, ptr addrspace(1) %o7, align 4
  ; mixed signedness never pairs: urem beside an sdiv, srem beside a udiv
  %xr = urem i32 %n, %d
  %o8 = getelementptr inbounds i32, ptr addrspace(1) %o0, i64 8
  store i32 %xr, ptr addrspace(1) %o8, align 4
  %xs = srem i32 %un, %ud
  %o9 = getelementptr inbounds i32, ptr addrspace(1) %o0, i64 9
  store i32 %xs, ptr addrspace(1) %o9, align 4
  ret void
}
