; tests/sim/kernels/boolvec.ll -- loads and stores of vectors of i1, which
; memory holds as bits (LangRef: packed, element 0 the least significant
; bit; the store size is whole bytes).  For each length N, a thread takes
; the first N of the 128 bits of its input (a shufflevector of its
; <128 x i1>), stores them as a <N x i1>, loads the vector back, flips
; every other element (an xor with a constant), adds the first and the
; last element to a count, and stores the vector again.  A vector is
; loaded only from memory a store of its own type wrote: otherwise, for
; N not a multiple of 8, LangRef leaves the loaded value undefined (the
; bits past the last element are not the vector's), and llc-19 does keep
; them in an extracted element where tnvcc masks them off.  One access is
; under-aligned (pieces).  Lengths 1 to 128: i8, i16, i24, i32, i40, i48,
; i64 and i128 in memory, and an i64 and the rest where the integer of
; that width has no machine parts (i72, i104).
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

define ptx_kernel void @boolvec(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %b64 = shl i32 %b, 6
  %g = add i32 %b64, %t
  %g64 = zext i32 %g to i64
  %g16 = mul i64 %g64, 16
  %ip = getelementptr inbounds i8, ptr addrspace(1) %in, i64 %g16
  %all = load <128 x i1>, ptr addrspace(1) %ip, align 16
  %c0 = shufflevector <128 x i1> %all, <128 x i1> poison, <1 x i32> <i32 0>
  %o0off = add i64 %g16, 0
  %op0 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 %o0off
  store <1 x i1> %c0, ptr addrspace(1) %op0, align 1
  %v0 = load <1 x i1>, ptr addrspace(1) %op0, align 1
  %x0 = xor <1 x i1> %v0, <i1 1>
  %f0 = extractelement <1 x i1> %x0, i32 0
  %l0 = extractelement <1 x i1> %x0, i32 0
  %fz0 = zext i1 %f0 to i32
  %lz0 = zext i1 %l0 to i32
  %s0a = add i32 0, %fz0
  %s0 = add i32 %s0a, %lz0
  store <1 x i1> %x0, ptr addrspace(1) %op0, align 1
  %c1 = shufflevector <128 x i1> %all, <128 x i1> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %o1off = add i64 %g16, 2048
  %op1 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 %o1off
  store <3 x i1> %c1, ptr addrspace(1) %op1, align 1
  %v1 = load <3 x i1>, ptr addrspace(1) %op1, align 1
  %x1 = xor <3 x i1> %v1, <i1 1, i1 0, i1 1>
  %f1 = extractelement <3 x i1> %x1, i32 0
  %l1 = extractelement <3 x i1> %x1, i32 2
  %fz1 = zext i1 %f1 to i32
  %lz1 = zext i1 %l1 to i32
  %s1a = add i32 %s0, %fz1
  %s1 = add i32 %s1a, %lz1
  store <3 x i1> %x1, ptr addrspace(1) %op1, align 1
  %c2 = shufflevector <128 x i1> %all, <128 x i1> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %o2off = add i64 %g16, 4096
  %op2 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 %o2off
  store <8 x i1> %c2, ptr addrspace(1) %op2, align 1
  %v2 = load <8 x i1>, ptr addrspace(1) %op2, align 1
  %x2 = xor <8 x i1> %v2, <i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0>
  %f2 = extractelement <8 x i1> %x2, i32 0
  %l2 = extractelement <8 x i1> %x2, i32 7
  %fz2 = zext i1 %f2 to i32
  %lz2 = zext i1 %l2 to i32
  %s2a = add i32 %s1, %fz2
  %s2 = add i32 %s2a, %lz2
  store <8 x i1> %x2, ptr addrspace(1) %op2, align 1
  %c3 = shufflevector <128 x i1> %all, <128 x i1> poison, <12 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11>
  %o3off = add i64 %g16, 6144
  %op3 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 %o3off
  store <12 x i1> %c3, ptr addrspace(1) %op3, align 2
  %v3 = load <12 x i1>, ptr addrspace(1) %op3, align 2
  %x3 = xor <12 x i1> %v3, <i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0>
  %f3 = extractelement <12 x i1> %x3, i32 0
  %l3 = extractelement <12 x i1> %x3, i32 11
  %fz3 = zext i1 %f3 to i32
  %lz3 = zext i1 %l3 to i32
  %s3a = add i32 %s2, %fz3
  %s3 = add i32 %s3a, %lz3
  store <12 x i1> %x3, ptr addrspace(1) %op3, align 2
  %c4 = shufflevector <128 x i1> %all, <128 x i1> poison, <13 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12>
  %o4off = add i64 %g16, 8192
  %op4 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 %o4off
  store <13 x i1> %c4, ptr addrspace(1) %op4, align 2
  %v4 = load <13 x i1>, ptr addrspace(1) %op4, align 2
  %x4 = xor <13 x i1> %v4, <i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1>
  %f4 = extractelement <13 x i1> %x4, i32 0
  %l4 = extractelement <13 x i1> %x4, i32 12
  %fz4 = zext i1 %f4 to i32
  %lz4 = zext i1 %l4 to i32
  %s4a = add i32 %s3, %fz4
  %s4 = add i32 %s4a, %lz4
  store <13 x i1> %x4, ptr addrspace(1) %op4, align 2
  %c5 = shufflevector <128 x i1> %all, <128 x i1> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %o5off = add i64 %g16, 10240
  %op5 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 %o5off
  store <16 x i1> %c5, ptr addrspace(1) %op5, align 2
  %v5 = load <16 x i1>, ptr addrspace(1) %op5, align 2
  %x5 = xor <16 x i1> %v5, <i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0>
  %f5 = extractelement <16 x i1> %x5, i32 0
  %l5 = extractelement <16 x i1> %x5, i32 15
  %fz5 = zext i1 %f5 to i32
  %lz5 = zext i1 %l5 to i32
  %s5a = add i32 %s4, %fz5
  %s5 = add i32 %s5a, %lz5
  store <16 x i1> %x5, ptr addrspace(1) %op5, align 2
  %c6 = shufflevector <128 x i1> %all, <128 x i1> poison, <17 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16>
  %o6off = add i64 %g16, 12288
  %op6 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 %o6off
  store <17 x i1> %c6, ptr addrspace(1) %op6, align 4
  %v6 = load <17 x i1>, ptr addrspace(1) %op6, align 4
  %x6 = xor <17 x i1> %v6, <i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1>
  %f6 = extractelement <17 x i1> %x6, i32 0
  %l6 = extractelement <17 x i1> %x6, i32 16
  %fz6 = zext i1 %f6 to i32
  %lz6 = zext i1 %l6 to i32
  %s6a = add i32 %s5, %fz6
  %s6 = add i32 %s6a, %lz6
  store <17 x i1> %x6, ptr addrspace(1) %op6, align 4
  %c7 = shufflevector <128 x i1> %all, <128 x i1> poison, <24 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %o7off = add i64 %g16, 14336
  %op7 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 %o7off
  store <24 x i1> %c7, ptr addrspace(1) %op7, align 4
  %v7 = load <24 x i1>, ptr addrspace(1) %op7, align 4
  %x7 = xor <24 x i1> %v7, <i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0>
  %f7 = extractelement <24 x i1> %x7, i32 0
  %l7 = extractelement <24 x i1> %x7, i32 23
  %fz7 = zext i1 %f7 to i32
  %lz7 = zext i1 %l7 to i32
  %s7a = add i32 %s6, %fz7
  %s7 = add i32 %s7a, %lz7
  store <24 x i1> %x7, ptr addrspace(1) %op7, align 4
  %c8 = shufflevector <128 x i1> %all, <128 x i1> poison, <31 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %o8off = add i64 %g16, 16384
  %op8 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 %o8off
  store <31 x i1> %c8, ptr addrspace(1) %op8, align 4
  %v8 = load <31 x i1>, ptr addrspace(1) %op8, align 4
  %x8 = xor <31 x i1> %v8, <i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1>
  %f8 = extractelement <31 x i1> %x8, i32 0
  %l8 = extractelement <31 x i1> %x8, i32 30
  %fz8 = zext i1 %f8 to i32
  %lz8 = zext i1 %l8 to i32
  %s8a = add i32 %s7, %fz8
  %s8 = add i32 %s8a, %lz8
  store <31 x i1> %x8, ptr addrspace(1) %op8, align 4
  %c9 = shufflevector <128 x i1> %all, <128 x i1> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %o9off = add i64 %g16, 18432
  %op9 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 %o9off
  store <32 x i1> %c9, ptr addrspace(1) %op9, align 4
  %v9 = load <32 x i1>, ptr addrspace(1) %op9, align 4
  %x9 = xor <32 x i1> %v9, <i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0>
  %f9 = extractelement <32 x i1> %x9, i32 0
  %l9 = extractelement <32 x i1> %x9, i32 31
  %fz9 = zext i1 %f9 to i32
  %lz9 = zext i1 %l9 to i32
  %s9a = add i32 %s8, %fz9
  %s9 = add i32 %s9a, %lz9
  store <32 x i1> %x9, ptr addrspace(1) %op9, align 4
  %c10 = shufflevector <128 x i1> %all, <128 x i1> poison, <33 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32>
  %o10off = add i64 %g16, 20480
  %op10 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 %o10off
  store <33 x i1> %c10, ptr addrspace(1) %op10, align 8
  %v10 = load <33 x i1>, ptr addrspace(1) %op10, align 8
  %x10 = xor <33 x i1> %v10, <i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1>
  %f10 = extractelement <33 x i1> %x10, i32 0
  %l10 = extractelement <33 x i1> %x10, i32 32
  %fz10 = zext i1 %f10 to i32
  %lz10 = zext i1 %l10 to i32
  %s10a = add i32 %s9, %fz10
  %s10 = add i32 %s10a, %lz10
  store <33 x i1> %x10, ptr addrspace(1) %op10, align 8
  %c11 = shufflevector <128 x i1> %all, <128 x i1> poison, <48 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47>
  %o11off = add i64 %g16, 22528
  %op11 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 %o11off
  store <48 x i1> %c11, ptr addrspace(1) %op11, align 8
  %v11 = load <48 x i1>, ptr addrspace(1) %op11, align 8
  %x11 = xor <48 x i1> %v11, <i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0>
  %f11 = extractelement <48 x i1> %x11, i32 0
  %l11 = extractelement <48 x i1> %x11, i32 47
  %fz11 = zext i1 %f11 to i32
  %lz11 = zext i1 %l11 to i32
  %s11a = add i32 %s10, %fz11
  %s11 = add i32 %s11a, %lz11
  store <48 x i1> %x11, ptr addrspace(1) %op11, align 8
  %c12 = shufflevector <128 x i1> %all, <128 x i1> poison, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %o12off = add i64 %g16, 24576
  %op12 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 %o12off
  store <64 x i1> %c12, ptr addrspace(1) %op12, align 8
  %v12 = load <64 x i1>, ptr addrspace(1) %op12, align 8
  %x12 = xor <64 x i1> %v12, <i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0>
  %f12 = extractelement <64 x i1> %x12, i32 0
  %l12 = extractelement <64 x i1> %x12, i32 63
  %fz12 = zext i1 %f12 to i32
  %lz12 = zext i1 %l12 to i32
  %s12a = add i32 %s11, %fz12
  %s12 = add i32 %s12a, %lz12
  store <64 x i1> %x12, ptr addrspace(1) %op12, align 8
  %c13 = shufflevector <128 x i1> %all, <128 x i1> poison, <65 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 64>
  %o13off = add i64 %g16, 26624
  %op13 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 %o13off
  store <65 x i1> %c13, ptr addrspace(1) %op13, align 16
  %v13 = load <65 x i1>, ptr addrspace(1) %op13, align 16
  %x13 = xor <65 x i1> %v13, <i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1>
  %f13 = extractelement <65 x i1> %x13, i32 0
  %l13 = extractelement <65 x i1> %x13, i32 64
  %fz13 = zext i1 %f13 to i32
  %lz13 = zext i1 %l13 to i32
  %s13a = add i32 %s12, %fz13
  %s13 = add i32 %s13a, %lz13
  store <65 x i1> %x13, ptr addrspace(1) %op13, align 16
  %c14 = shufflevector <128 x i1> %all, <128 x i1> poison, <99 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98>
  %o14off = add i64 %g16, 28672
  %op14 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 %o14off
  store <99 x i1> %c14, ptr addrspace(1) %op14, align 16
  %v14 = load <99 x i1>, ptr addrspace(1) %op14, align 16
  %x14 = xor <99 x i1> %v14, <i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1>
  %f14 = extractelement <99 x i1> %x14, i32 0
  %l14 = extractelement <99 x i1> %x14, i32 98
  %fz14 = zext i1 %f14 to i32
  %lz14 = zext i1 %l14 to i32
  %s14a = add i32 %s13, %fz14
  %s14 = add i32 %s14a, %lz14
  store <99 x i1> %x14, ptr addrspace(1) %op14, align 16
  %c15 = shufflevector <128 x i1> %all, <128 x i1> poison, <100 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99>
  %o15off = add i64 %g16, 30720
  %op15 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 %o15off
  store <100 x i1> %c15, ptr addrspace(1) %op15, align 16
  %v15 = load <100 x i1>, ptr addrspace(1) %op15, align 16
  %x15 = xor <100 x i1> %v15, <i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0>
  %f15 = extractelement <100 x i1> %x15, i32 0
  %l15 = extractelement <100 x i1> %x15, i32 99
  %fz15 = zext i1 %f15 to i32
  %lz15 = zext i1 %l15 to i32
  %s15a = add i32 %s14, %fz15
  %s15 = add i32 %s15a, %lz15
  store <100 x i1> %x15, ptr addrspace(1) %op15, align 16
  %c16 = shufflevector <128 x i1> %all, <128 x i1> poison, <128 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 114, i32 115, i32 116, i32 117, i32 118, i32 119, i32 120, i32 121, i32 122, i32 123, i32 124, i32 125, i32 126, i32 127>
  %o16off = add i64 %g16, 32768
  %op16 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 %o16off
  store <128 x i1> %c16, ptr addrspace(1) %op16, align 16
  %v16 = load <128 x i1>, ptr addrspace(1) %op16, align 16
  %x16 = xor <128 x i1> %v16, <i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0, i1 1, i1 0>
  %f16 = extractelement <128 x i1> %x16, i32 0
  %l16 = extractelement <128 x i1> %x16, i32 127
  %fz16 = zext i1 %f16 to i32
  %lz16 = zext i1 %l16 to i32
  %s16a = add i32 %s15, %fz16
  %s16 = add i32 %s16a, %lz16
  store <128 x i1> %x16, ptr addrspace(1) %op16, align 16
  ; under-aligned: a <16 x i1> one byte past a 16-byte boundary
  %up = getelementptr inbounds i8, ptr addrspace(1) %ip, i64 1
  %u = load <16 x i1>, ptr addrspace(1) %up, align 1
  %uo = add i64 %g16, 34817
  %uop = getelementptr inbounds i8, ptr addrspace(1) %out, i64 %uo
  store <16 x i1> %u, ptr addrspace(1) %uop, align 1
  %co = add i64 %g16, 36864
  %cp = getelementptr inbounds i8, ptr addrspace(1) %out, i64 %co
  store i32 %s16, ptr addrspace(1) %cp, align 4
  ret void
}
