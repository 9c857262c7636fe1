; tests/sim/kernels/divconst_even.ll -- unsigned division and remainder
; by even constants whose plain magic multiplier needs the add fix-up
; (isel/dag/divconst.c: the dividend is shifted right by the divisor's
; trailing zeros and divided by the odd rest with a multiplier that
; needs none).  The dividends spread over the whole range, as in
; divconst.ll (the input times 2654435761 plus the thread index; that
; squared and scrambled for 64 bits); every result is stored.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define ptx_kernel void @divconst_even(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %pi = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %i
  %v = load i32, ptr addrspace(1) %pi, align 4
  %h = mul i32 %v, 2654435761
  %n = add i32 %h, %t
  %n1 = zext i32 %n to i64
  %n2 = mul i64 %n1, %n1
  %m = xor i64 %n2, -6148914691236517206
  %nt = sub i32 0, %n
  %base = mul i64 %i, 30
  %q0 = udiv i32 %n, 14
  %b0 = add i64 %base, 0
  %o0 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %b0
  store i32 %q0, ptr addrspace(1) %o0, align 4
  %q1 = udiv i32 %nt, 14
  %b1 = add i64 %base, 1
  %o1 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %b1
  store i32 %q1, ptr addrspace(1) %o1, align 4
  %q2 = urem i32 %n, 14
  %b2 = add i64 %base, 2
  %o2 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %b2
  store i32 %q2, ptr addrspace(1) %o2, align 4
  %q3 = urem i32 %nt, 14
  %b3 = add i64 %base, 3
  %o3 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %b3
  store i32 %q3, ptr addrspace(1) %o3, align 4
  %q4 = udiv i32 %n, 28
  %b4 = add i64 %base, 4
  %o4 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %b4
  store i32 %q4, ptr addrspace(1) %o4, align 4
  %q5 = udiv i32 %nt, 28
  %b5 = add i64 %base, 5
  %o5 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %b5
  store i32 %q5, ptr addrspace(1) %o5, align 4
  %q6 = urem i32 %n, 1000000006
  %b6 = add i64 %base, 6
  %o6 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %b6
  store i32 %q6, ptr addrspace(1) %o6, align 4
  %q7 = urem i32 %nt, 1000000006
  %b7 = add i64 %base, 7
  %o7 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %b7
  store i32 %q7, ptr addrspace(1) %o7, align 4
  %q8 = udiv i32 %n, 4294967294
  %b8 = add i64 %base, 8
  %o8 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %b8
  store i32 %q8, ptr addrspace(1) %o8, align 4
  %q9 = udiv i32 %nt, 4294967294
  %b9 = add i64 %base, 9
  %o9 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %b9
  store i32 %q9, ptr addrspace(1) %o9, align 4
  %q10 = udiv i32 %n, 3000000000
  %b10 = add i64 %base, 10
  %o10 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %b10
  store i32 %q10, ptr addrspace(1) %o10, align 4
  %q11 = udiv i32 %nt, 3000000000
  %b11 = add i64 %base, 11
  %o11 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %b11
  store i32 %q11, ptr addrspace(1) %o11, align 4
  %q12 = urem i32 %n, 22
  %b12 = add i64 %base, 12
  %o12 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %b12
  store i32 %q12, ptr addrspace(1) %o12, align 4
  %q13 = urem i32 %nt, 22
  %b13 = add i64 %base, 13
  %o13 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %b13
  store i32 %q13, ptr addrspace(1) %o13, align 4
  %q14 = udiv i64 %m, 1000
  %x14 = lshr i64 %q14, 17
  %y14 = xor i64 %q14, %x14
  %z14 = trunc i64 %y14 to i32
  %b14 = add i64 %base, 14
  %o14 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %b14
  store i32 %z14, ptr addrspace(1) %o14, align 4
  %q15 = udiv i64 %n2, 1000
  %x15 = lshr i64 %q15, 17
  %y15 = xor i64 %q15, %x15
  %z15 = trunc i64 %y15 to i32
  %b15 = add i64 %base, 15
  %o15 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %b15
  store i32 %z15, ptr addrspace(1) %o15, align 4
  %q16 = urem i64 %m, 1000
  %x16 = lshr i64 %q16, 17
  %y16 = xor i64 %q16, %x16
  %z16 = trunc i64 %y16 to i32
  %b16 = add i64 %base, 16
  %o16 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %b16
  store i32 %z16, ptr addrspace(1) %o16, align 4
  %q17 = urem i64 %n2, 1000
  %x17 = lshr i64 %q17, 17
  %y17 = xor i64 %q17, %x17
  %z17 = trunc i64 %y17 to i32
  %b17 = add i64 %base, 17
  %o17 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %b17
  store i32 %z17, ptr addrspace(1) %o17, align 4
  %q18 = udiv i64 %m, 14
  %x18 = lshr i64 %q18, 17
  %y18 = xor i64 %q18, %x18
  %z18 = trunc i64 %y18 to i32
  %b18 = add i64 %base, 18
  %o18 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %b18
  store i32 %z18, ptr addrspace(1) %o18, align 4
  %q19 = udiv i64 %n2, 14
  %x19 = lshr i64 %q19, 17
  %y19 = xor i64 %q19, %x19
  %z19 = trunc i64 %y19 to i32
  %b19 = add i64 %base, 19
  %o19 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %b19
  store i32 %z19, ptr addrspace(1) %o19, align 4
  %q20 = urem i64 %m, 14
  %x20 = lshr i64 %q20, 17
  %y20 = xor i64 %q20, %x20
  %z20 = trunc i64 %y20 to i32
  %b20 = add i64 %base, 20
  %o20 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %b20
  store i32 %z20, ptr addrspace(1) %o20, align 4
  %q21 = urem i64 %n2, 14
  %x21 = lshr i64 %q21, 17
  %y21 = xor i64 %q21, %x21
  %z21 = trunc i64 %y21 to i32
  %b21 = add i64 %base, 21
  %o21 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %b21
  store i32 %z21, ptr addrspace(1) %o21, align 4
  %q22 = udiv i64 %m, -2
  %x22 = lshr i64 %q22, 17
  %y22 = xor i64 %q22, %x22
  %z22 = trunc i64 %y22 to i32
  %b22 = add i64 %base, 22
  %o22 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %b22
  store i32 %z22, ptr addrspace(1) %o22, align 4
  %q23 = udiv i64 %n2, -2
  %x23 = lshr i64 %q23, 17
  %y23 = xor i64 %q23, %x23
  %z23 = trunc i64 %y23 to i32
  %b23 = add i64 %base, 23
  %o23 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %b23
  store i32 %z23, ptr addrspace(1) %o23, align 4
  %q24 = udiv i64 %m, 6000000000000
  %x24 = lshr i64 %q24, 17
  %y24 = xor i64 %q24, %x24
  %z24 = trunc i64 %y24 to i32
  %b24 = add i64 %base, 24
  %o24 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %b24
  store i32 %z24, ptr addrspace(1) %o24, align 4
  %q25 = udiv i64 %n2, 6000000000000
  %x25 = lshr i64 %q25, 17
  %y25 = xor i64 %q25, %x25
  %z25 = trunc i64 %y25 to i32
  %b25 = add i64 %base, 25
  %o25 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %b25
  store i32 %z25, ptr addrspace(1) %o25, align 4
  %q26 = urem i64 %m, -6
  %x26 = lshr i64 %q26, 17
  %y26 = xor i64 %q26, %x26
  %z26 = trunc i64 %y26 to i32
  %b26 = add i64 %base, 26
  %o26 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %b26
  store i32 %z26, ptr addrspace(1) %o26, align 4
  %q27 = urem i64 %n2, -6
  %x27 = lshr i64 %q27, 17
  %y27 = xor i64 %q27, %x27
  %z27 = trunc i64 %y27 to i32
  %b27 = add i64 %base, 27
  %o27 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %b27
  store i32 %z27, ptr addrspace(1) %o27, align 4
  %q28 = udiv i64 %m, 56
  %x28 = lshr i64 %q28, 17
  %y28 = xor i64 %q28, %x28
  %z28 = trunc i64 %y28 to i32
  %b28 = add i64 %base, 28
  %o28 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %b28
  store i32 %z28, ptr addrspace(1) %o28, align 4
  %q29 = udiv i64 %n2, 56
  %x29 = lshr i64 %q29, 17
  %y29 = xor i64 %q29, %x29
  %z29 = trunc i64 %y29 to i32
  %b29 = add i64 %base, 29
  %o29 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %b29
  store i32 %z29, ptr addrspace(1) %o29, align 4
  ret void
}
