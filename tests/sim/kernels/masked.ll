; tests/sim/kernels/masked.ll -- llvm.masked.load, .store, .gather and
; .scatter (isel/lower/masked.c) with masks made from each thread's input
; word, beside llc-19 (which branches around each lane).  The gather's
; masked-off lanes point at null and the scatter's at the end of the
; address space: touching one faults under ptxsim, so the test fails if a
; lane that is off reaches memory.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare <4 x float> @llvm.masked.load.v4f32.p1(ptr addrspace(1), i32, <4 x i1>, <4 x float>)
declare void @llvm.masked.store.v4f32.p1(<4 x float>, ptr addrspace(1), i32, <4 x i1>)
declare <4 x i32> @llvm.masked.gather.v4i32.v4p1(<4 x ptr addrspace(1)>, i32, <4 x i1>, <4 x i32>)
declare void @llvm.masked.scatter.v4i16.v4p1(<4 x i16>, <4 x ptr addrspace(1)>, i32, <4 x i1>)

; Four mask bits of x, from bit `at` up.
define <4 x i1> @bits(i32 %x, i32 %at) {
  %s = lshr i32 %x, %at
  %b0 = trunc i32 %s to i1
  %s1 = lshr i32 %s, 1
  %b1 = trunc i32 %s1 to i1
  %s2 = lshr i32 %s, 2
  %b2 = trunc i32 %s2 to i1
  %s3 = lshr i32 %s, 3
  %b3 = trunc i32 %s3 to i1
  %v0 = insertelement <4 x i1> poison, i1 %b0, i32 0
  %v1 = insertelement <4 x i1> %v0, i1 %b1, i32 1
  %v2 = insertelement <4 x i1> %v1, i1 %b2, i32 2
  %v3 = insertelement <4 x i1> %v2, i1 %b3, i32 3
  ret <4 x i1> %v3
}

; Lane k's pointer: `base` + ((x * m_k) & 1020), or `off` where the lane
; is off.
define ptr addrspace(1) @lane(ptr addrspace(1) %base, i32 %x, i32 %mul, i1 zeroext %on, ptr addrspace(1) %off) {
  %m = mul i32 %x, %mul
  %i = and i32 %m, 1020
  %p = getelementptr i8, ptr addrspace(1) %base, i32 %i
  %q = select i1 %on, ptr addrspace(1) %p, ptr addrspace(1) %off
  ret ptr addrspace(1) %q
}

define <4 x ptr addrspace(1)> @ptrs(ptr addrspace(1) %base, i32 %x, <4 x i1> %m, ptr addrspace(1) %off) {
  %m0 = extractelement <4 x i1> %m, i32 0
  %m1 = extractelement <4 x i1> %m, i32 1
  %m2 = extractelement <4 x i1> %m, i32 2
  %m3 = extractelement <4 x i1> %m, i32 3
  %p0 = call ptr addrspace(1) @lane(ptr addrspace(1) %base, i32 %x, i32 7, i1 zeroext %m0, ptr addrspace(1) %off)
  %p1 = call ptr addrspace(1) @lane(ptr addrspace(1) %base, i32 %x, i32 13, i1 zeroext %m1, ptr addrspace(1) %off)
  %p2 = call ptr addrspace(1) @lane(ptr addrspace(1) %base, i32 %x, i32 29, i1 zeroext %m2, ptr addrspace(1) %off)
  %p3 = call ptr addrspace(1) @lane(ptr addrspace(1) %base, i32 %x, i32 31, i1 zeroext %m3, ptr addrspace(1) %off)
  %v0 = insertelement <4 x ptr addrspace(1)> poison, ptr addrspace(1) %p0, i32 0
  %v1 = insertelement <4 x ptr addrspace(1)> %v0, ptr addrspace(1) %p1, i32 1
  %v2 = insertelement <4 x ptr addrspace(1)> %v1, ptr addrspace(1) %p2, i32 2
  %v3 = insertelement <4 x ptr addrspace(1)> %v2, ptr addrspace(1) %p3, i32 3
  ret <4 x ptr addrspace(1)> %v3
}

define ptx_kernel void @masked(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %b64 = shl i32 %b, 6
  %g = add i32 %b64, %t
  %g64 = zext i32 %g to i64
  %xp = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %g64
  %x0 = load i32, ptr addrspace(1) %xp, align 4
  %x = mul i32 %x0, 2654435761
  %lm = call <4 x i1> @bits(i32 %x, i32 3)
  %sm = call <4 x i1> @bits(i32 %x, i32 9)
  %gm = call <4 x i1> @bits(i32 %x, i32 15)
  %cm = call <4 x i1> @bits(i32 %x, i32 21)
  %row = getelementptr inbounds [4 x float], ptr addrspace(1) %in, i64 %g64
  %v = call <4 x float> @llvm.masked.load.v4f32.p1(ptr addrspace(1) %row, i32 4, <4 x i1> %lm, <4 x float> <float -1.0, float -2.0, float -3.0, float -4.0>)
  %orow = getelementptr inbounds [4 x float], ptr addrspace(1) %out, i64 %g64
  call void @llvm.masked.store.v4f32.p1(<4 x float> %v, ptr addrspace(1) %orow, i32 16, <4 x i1> %sm)
  %gp = call <4 x ptr addrspace(1)> @ptrs(ptr addrspace(1) %in, i32 %x, <4 x i1> %gm, ptr addrspace(1) null)
  %w = call <4 x i32> @llvm.masked.gather.v4i32.v4p1(<4 x ptr addrspace(1)> %gp, i32 4, <4 x i1> %gm, <4 x i32> <i32 9, i32 99, i32 999, i32 9999>)
  %region = getelementptr inbounds i8, ptr addrspace(1) %out, i64 16384
  %wrow = getelementptr inbounds [4 x i32], ptr addrspace(1) %region, i64 %g64
  store <4 x i32> %w, ptr addrspace(1) %wrow, align 16
  %h = trunc <4 x i32> %w to <4 x i16>
  %scat = getelementptr inbounds i8, ptr addrspace(1) %out, i64 32768
  %far = inttoptr i64 -64 to ptr addrspace(1)
  %cp = call <4 x ptr addrspace(1)> @ptrs(ptr addrspace(1) %scat, i32 %g, <4 x i1> %cm, ptr addrspace(1) %far)
  call void @llvm.masked.scatter.v4i16.v4p1(<4 x i16> %h, <4 x ptr addrspace(1)> %cp, i32 2, <4 x i1> %cm)
  ret void
}

; The gather's pointers from a vector getelementptr (lane by lane in
; tnvcc, dag_gep_parts): a splat base and a vector of byte offsets, and a
; struct field reached through a vector of bases.
%pair = type { i32, [3 x float] }

define ptx_kernel void @vgep(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %b64 = shl i32 %b, 6
  %g = add i32 %b64, %t
  %g64 = zext i32 %g to i64
  %xp = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %g64
  %x0 = load i32, ptr addrspace(1) %xp, align 4
  %x = mul i32 %x0, 2654435761
  %m = call <4 x i1> @bits(i32 %x, i32 5)
  %xv = insertelement <4 x i32> poison, i32 %x, i32 0
  %xs = shufflevector <4 x i32> %xv, <4 x i32> poison, <4 x i32> zeroinitializer
  %mul = mul <4 x i32> %xs, <i32 7, i32 13, i32 29, i32 31>
  %idx = and <4 x i32> %mul, <i32 1020, i32 1020, i32 1020, i32 1020>
  %p = getelementptr i8, ptr addrspace(1) %in, <4 x i32> %idx
  %w = call <4 x i32> @llvm.masked.gather.v4i32.v4p1(<4 x ptr addrspace(1)> %p, i32 4, <4 x i1> %m, <4 x i32> <i32 5, i32 6, i32 7, i32 8>)
  %wrow = getelementptr inbounds [4 x i32], ptr addrspace(1) %out, i64 %g64
  store <4 x i32> %w, ptr addrspace(1) %wrow, align 16
  %rows = getelementptr %pair, <4 x ptr addrspace(1)> %p, <4 x i64> <i64 0, i64 1, i64 2, i64 3>, i32 1, i64 2
  %r2 = extractelement <4 x ptr addrspace(1)> %rows, i32 2
  %f = load float, ptr addrspace(1) %r2, align 4
  %region = getelementptr inbounds i8, ptr addrspace(1) %out, i64 16384
  %fp = getelementptr inbounds float, ptr addrspace(1) %region, i64 %g64
  store float %f, ptr addrspace(1) %fp, align 4
  ret void
}
