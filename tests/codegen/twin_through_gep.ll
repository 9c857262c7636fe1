; A pointer into .shared that accesses in other blocks reach through
; getelementptrs (isel/dag/addrspace.c, accessed_elsewhere): pass hoist
; makes one base for a tile's row in the entry block and leaves
; `getelementptr i8, %base, 8` in each guarded block.  The base gets a
; twin register in .shared, so those blocks load with ld.shared at their
; offsets, where they loaded through the generic address.
; SM: 80
; ARGS: -O3
; CHECK: ld.shared.f32 %f1, [%rd4];
; CHECK: @!%p1 bra $L__BB0_2;
; CHECK: // %l
; CHECK: ld.shared.f32 %f3, [%rd4+8];
; CHECK: $L__BB0_2:				// %m
; CHECK: @!%p2 bra $L__BB0_4;
; CHECK: // %r
; CHECK: ld.shared.f32 %f5, [%rd4+4];
; CHECK: $L__BB0_4:				// %done
; CHECK-NOT: ld.f32
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [16 x [17 x float]] undef, align 4

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()

define ptx_kernel void @halo(ptr addrspace(1) %out, i32 %w) {
entry:
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %y = zext i32 %ty to i64
  %x = zext i32 %tx to i64
  %x1a = add nuw nsw i32 %tx, 1
  %x1 = zext i32 %x1a to i64
  %p0 = getelementptr inbounds [16 x [17 x float]], ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 0, i64 %y, i64 %x
  %v0 = load float, ptr %p0, align 4
  %left = icmp sgt i32 %tx, 0
  br i1 %left, label %l, label %m

l:
  %x2a = add nuw nsw i32 %tx, 2
  %x2 = zext i32 %x2a to i64
  %p1 = getelementptr inbounds [16 x [17 x float]], ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 0, i64 %y, i64 %x2
  %v1 = load float, ptr %p1, align 4
  br label %m

m:
  %a = phi float [ %v1, %l ], [ 0.0, %entry ]
  %right = icmp slt i32 %tx, %w
  br i1 %right, label %r, label %done

r:
  %p2 = getelementptr inbounds [16 x [17 x float]], ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 0, i64 %y, i64 %x1
  %v2 = load float, ptr %p2, align 4
  br label %done

done:
  %b = phi float [ %v2, %r ], [ 0.0, %m ]
  %s = fadd float %a, %b
  %s2 = fadd float %s, %v0
  %po = getelementptr inbounds float, ptr addrspace(1) %out, i64 %x
  store float %s2, ptr addrspace(1) %po, align 4
  ret void
}
