; tests/sim/kernels/vecintr.ll -- the vector-rearranging intrinsics
; (isel/lower/vecintr.c) on each thread's eight input words, beside
; llc-19: reverse, splice with a positive and a negative offset, extract
; and insert of a half, and the active lane mask from a base near the
; count (lanes past it, and a base past it).  (llc-19 leaves
; llvm.stepvector a call of a function that does not exist, so it is
; tested in tests/codegen/vecintr.ll only.)
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare <8 x i32> @llvm.vector.reverse.v8i32(<8 x i32>)
declare <8 x i32> @llvm.vector.splice.v8i32(<8 x i32>, <8 x i32>, i32)
declare <4 x i32> @llvm.vector.extract.v4i32.v8i32(<8 x i32>, i64)
declare <8 x i32> @llvm.vector.insert.v8i32.v4i32(<8 x i32>, <4 x i32>, i64)
declare <8 x i1> @llvm.get.active.lane.mask.v8i1.i32(i32, i32)
declare <4 x i1> @llvm.get.active.lane.mask.v4i1.i64(i64, i64)

define ptx_kernel void @vecintr(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %b64 = shl i32 %b, 6
  %g = add i32 %b64, %t
  %g64 = zext i32 %g to i64
  %row = getelementptr inbounds [8 x i32], ptr addrspace(1) %in, i64 %g64
  %v = load <8 x i32>, ptr addrspace(1) %row, align 32
  %o = getelementptr inbounds [64 x i32], ptr addrspace(1) %out, i64 %g64
  %r = call <8 x i32> @llvm.vector.reverse.v8i32(<8 x i32> %v)
  store <8 x i32> %r, ptr addrspace(1) %o, align 4
  %s3 = call <8 x i32> @llvm.vector.splice.v8i32(<8 x i32> %v, <8 x i32> %r, i32 3)
  %o1 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 8
  store <8 x i32> %s3, ptr addrspace(1) %o1, align 4
  %sm2 = call <8 x i32> @llvm.vector.splice.v8i32(<8 x i32> %v, <8 x i32> %s3, i32 -2)
  %o2 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 16
  store <8 x i32> %sm2, ptr addrspace(1) %o2, align 4
  %hi = call <4 x i32> @llvm.vector.extract.v4i32.v8i32(<8 x i32> %v, i64 4)
  %ins = call <8 x i32> @llvm.vector.insert.v8i32.v4i32(<8 x i32> %r, <4 x i32> %hi, i64 0)
  %o3 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 24
  store <8 x i32> %ins, ptr addrspace(1) %o3, align 4
  %step = add <8 x i32> %r, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %sum = add <8 x i32> %v, %step
  %o4 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 32
  store <8 x i32> %sum, ptr addrspace(1) %o4, align 4
  %base = and i32 %g, 7
  %mask = call <8 x i1> @llvm.get.active.lane.mask.v8i1.i32(i32 %base, i32 5)
  %sel = select <8 x i1> %mask, <8 x i32> %v, <8 x i32> %step
  %o5 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 40
  store <8 x i32> %sel, ptr addrspace(1) %o5, align 4
  %big = zext i32 %g to i64
  %base64 = add i64 %big, -2
  %m64 = call <4 x i1> @llvm.get.active.lane.mask.v4i1.i64(i64 %base64, i64 3)
  %lo = call <4 x i32> @llvm.vector.extract.v4i32.v8i32(<8 x i32> %v, i64 0)
  %sel4 = select <4 x i1> %m64, <4 x i32> %lo, <4 x i32> zeroinitializer
  %o6 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 48
  store <4 x i32> %sel4, ptr addrspace(1) %o6, align 4
  ret void
}
