; tests/sim/kernels/twin_gep.ll -- guarded loads from a .shared tile
; whose row base pass hoist (ir/hoist.c) computes once in the entry
; block; the other blocks reach it through `getelementptr i8, %base, C`,
; and the base's .shared twin register (isel/dag/addrspace.c) serves
; them.  The tile is filled first (a barrier between), the guards depend
; on the thread index; every result is stored.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [4 x [35 x i32]] undef, align 4

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

define ptx_kernel void @twin_gep(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %pi = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %t64
  %v = load i32, ptr addrspace(1) %pi, align 4
  %tx = and i32 %t, 31
  %ty = lshr i32 %t, 5
  %y = zext i32 %ty to i64
  %x = zext i32 %tx to i64
  %ps = getelementptr inbounds [4 x [35 x i32]], ptr addrspace(3) @tile, i64 0, i64 %y, i64 %x
  store i32 %v, ptr addrspace(3) %ps, align 4
  %ps2a = add nuw nsw i32 %tx, 32
  %ps2x = zext i32 %ps2a to i64
  %ps2 = getelementptr inbounds [4 x [35 x i32]], ptr addrspace(3) @tile, i64 0, i64 %y, i64 %ps2x
  %vneg = sub i32 0, %v
  %lo = icmp ult i32 %tx, 3
  br i1 %lo, label %fill, label %filled

fill:
  store i32 %vneg, ptr addrspace(3) %ps2, align 4
  br label %filled

filled:
  call void @llvm.nvvm.barrier0()
  %p0 = getelementptr inbounds [4 x [35 x i32]], ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 0, i64 %y, i64 %x
  %v0 = load i32, ptr %p0, align 4
  %odd = and i32 %t, 1
  %isodd = icmp ne i32 %odd, 0
  br i1 %isodd, label %l, label %m

l:
  %x2a = add nuw nsw i32 %tx, 2
  %x2 = zext i32 %x2a to i64
  %p1 = getelementptr inbounds [4 x [35 x i32]], ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 0, i64 %y, i64 %x2
  %v1 = load i32, ptr %p1, align 4
  br label %m

m:
  %a = phi i32 [ %v1, %l ], [ 7, %filled ]
  %small = icmp ult i32 %tx, 20
  br i1 %small, label %r, label %done

r:
  %x1a = add nuw nsw i32 %tx, 1
  %x1 = zext i32 %x1a to i64
  %p2 = getelementptr inbounds [4 x [35 x i32]], ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 0, i64 %y, i64 %x1
  %v2 = load i32, ptr %p2, align 4
  br label %done

done:
  %b = phi i32 [ %v2, %r ], [ 11, %m ]
  %b3 = mul i32 %b, 3
  %s = add i32 %a, %b3
  %v05 = mul i32 %v0, 5
  %s2 = add i32 %s, %v05
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t64
  store i32 %s2, ptr addrspace(1) %po, align 4
  ret void
}
