; tests/sim/kernels/divconst.ll -- 32- and 64-bit division and remainder
; by constants, which tnvcc writes as multiplications by magic numbers,
; shifts and masks (isel/dag/divconst.c), and llc-19 in its own way.  The
; dividends spread over the whole range (the input times 2654435761, plus
; the thread index; and that squared for 64 bits), both signs included,
; so every fix-up of the sequences is exercised; every result is stored.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define ptx_kernel void @divconst(ptr addrspace(1) %in, ptr addrspace(1) %out) {
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
  %base = mul i64 %i, 18
  %q0 = udiv i32 %n, 7
  %b0 = add i64 %base, 0
  %o0 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %b0
  store i32 %q0, ptr addrspace(1) %o0, align 4
  %q1 = udiv i32 %n, 10
  %b1 = add i64 %base, 1
  %o1 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %b1
  store i32 %q1, ptr addrspace(1) %o1, align 4
  %q2 = urem i32 %n, 641
  %b2 = add i64 %base, 2
  %o2 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %b2
  store i32 %q2, ptr addrspace(1) %o2, align 4
  %q3 = udiv i32 %n, 32
  %b3 = add i64 %base, 3
  %o3 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %b3
  store i32 %q3, ptr addrspace(1) %o3, align 4
  %q4 = urem i32 %n, 32
  %b4 = add i64 %base, 4
  %o4 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %b4
  store i32 %q4, ptr addrspace(1) %o4, align 4
  %q5 = sdiv i32 %n, 3
  %b5 = add i64 %base, 5
  %o5 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %b5
  store i32 %q5, ptr addrspace(1) %o5, align 4
  %q6 = sdiv i32 %n, -7
  %b6 = add i64 %base, 6
  %o6 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %b6
  store i32 %q6, ptr addrspace(1) %o6, align 4
  %q7 = srem i32 %n, 1000
  %b7 = add i64 %base, 7
  %o7 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %b7
  store i32 %q7, ptr addrspace(1) %o7, align 4
  %q8 = udiv i32 %n, -3
  %b8 = add i64 %base, 8
  %o8 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %b8
  store i32 %q8, ptr addrspace(1) %o8, align 4
  %q9 = sdiv i32 %n, 12345
  %b9 = add i64 %base, 9
  %o9 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %b9
  store i32 %q9, ptr addrspace(1) %o9, align 4
  %q10 = srem i32 %n, -6
  %b10 = add i64 %base, 10
  %o10 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %b10
  store i32 %q10, ptr addrspace(1) %o10, align 4
  %q11 = urem i32 %n, 2147483649
  %b11 = add i64 %base, 11
  %o11 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %b11
  store i32 %q11, ptr addrspace(1) %o11, align 4
  %q12 = udiv i64 %m, 32
  %x12 = lshr i64 %q12, 17
  %y12 = xor i64 %q12, %x12
  %z12 = trunc i64 %y12 to i32
  %b12 = add i64 %base, 12
  %o12 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %b12
  store i32 %z12, ptr addrspace(1) %o12, align 4
  %q13 = urem i64 %m, 64
  %x13 = lshr i64 %q13, 17
  %y13 = xor i64 %q13, %x13
  %z13 = trunc i64 %y13 to i32
  %b13 = add i64 %base, 13
  %o13 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %b13
  store i32 %z13, ptr addrspace(1) %o13, align 4
  %q14 = udiv i64 %m, 1000000007
  %x14 = lshr i64 %q14, 17
  %y14 = xor i64 %q14, %x14
  %z14 = trunc i64 %y14 to i32
  %b14 = add i64 %base, 14
  %o14 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %b14
  store i32 %z14, ptr addrspace(1) %o14, align 4
  %q15 = sdiv i64 %m, -1000
  %x15 = lshr i64 %q15, 17
  %y15 = xor i64 %q15, %x15
  %z15 = trunc i64 %y15 to i32
  %b15 = add i64 %base, 15
  %o15 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %b15
  store i32 %z15, ptr addrspace(1) %o15, align 4
  %q16 = srem i64 %m, 7
  %x16 = lshr i64 %q16, 17
  %y16 = xor i64 %q16, %x16
  %z16 = trunc i64 %y16 to i32
  %b16 = add i64 %base, 16
  %o16 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %b16
  store i32 %z16, ptr addrspace(1) %o16, align 4
  %q17 = urem i64 %m, -5
  %x17 = lshr i64 %q17, 17
  %y17 = xor i64 %q17, %x17
  %z17 = trunc i64 %y17 to i32
  %b17 = add i64 %base, 17
  %o17 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %b17
  store i32 %z17, ptr addrspace(1) %o17, align 4
  ret void
}
