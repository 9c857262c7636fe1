; A loop's latch ends in a conditional branch with phi copies for both
; edges (sgemm's naive kernel, clang -O3: the 4x-unrolled main loop exits
; into the remainder loop's phis).  The back edge, taken on every trip,
; gets its copies before the branch, and the exit edge (taken once) the
; block of its own: the loop ends `@!%p bra header`, the shape ptxas
; optimizes best.  With the exit edge first, ptxas made 352 SASS
; instructions of this kernel, against llc-19's 96; now 96.  (Pass
; copy-fold, isel/mach/copyfold.c, then has the fma and the adds write
; the phi registers themselves: the back edge's copies are gone; pass
; coalesce, isel/mach/coalesce.c, gives the exit phis the registers of
; the values they take, so the exit edge keeps one copy of three.  Pass
; lsr, ir/lsr.c, makes b's index k * n + col a variable of its own, %r20,
; stepped by 4 * n.)
; SM: 80
; CHECK: fma.rn.f32 %f8, %f21, %f22, %f25;
; CHECK: add.s32 %r21, %r21, 4;
; CHECK: add.s32 %r20, %r20, %r9;
; CHECK: add.s32 %r22, %r22, 4;
; CHECK: setp.eq.s32 %p8, %r22, %r8;
; CHECK: @!%p8 bra $L__BB0_9;
; CHECK: // split edge
; CHECK: mov.f32 %f4, %f8;
; CHECK: bra.uni $L__BB0_4;
; CHECK-NOT: .pragma
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @_Z10sgemmNaiveiiifPKfS0_fPf(i32 noundef %0, i32 noundef %1, i32 noundef %2, float noundef %3, ptr nocapture noundef readonly %4, ptr nocapture noundef readonly %5, float noundef %6, ptr nocapture noundef %7) {
  %9 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %10 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %11 = mul nuw nsw i32 %9, %10
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %13 = add nuw nsw i32 %11, %12
  %14 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %16 = mul i32 %14, %15
  %17 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %18 = add i32 %16, %17
  %19 = icmp slt i32 %13, %0
  %20 = icmp slt i32 %18, %1
  %21 = and i1 %19, %20
  br i1 %21, label %22, label %117

22:                                               ; preds = %8
  %23 = icmp sgt i32 %2, 0
  br i1 %23, label %24, label %53

24:                                               ; preds = %22
  %25 = mul nuw nsw i32 %13, %2
  %26 = and i32 %2, 3
  %27 = icmp ult i32 %2, 4
  br i1 %27, label %30, label %28

28:                                               ; preds = %24
  %29 = and i32 %2, 2147483644
  br label %63

30:                                               ; preds = %63, %24
  %31 = phi float [ poison, %24 ], [ %113, %63 ]
  %32 = phi i32 [ 0, %24 ], [ %114, %63 ]
  %33 = phi float [ 0.000000e+00, %24 ], [ %113, %63 ]
  %34 = icmp eq i32 %26, 0
  br i1 %34, label %53, label %35

35:                                               ; preds = %30, %35
  %36 = phi i32 [ %50, %35 ], [ %32, %30 ]
  %37 = phi float [ %49, %35 ], [ %33, %30 ]
  %38 = phi i32 [ %51, %35 ], [ 0, %30 ]
  %39 = add nuw nsw i32 %36, %25
  %40 = zext nneg i32 %39 to i64
  %41 = getelementptr inbounds float, ptr %4, i64 %40
  %42 = load float, ptr %41, align 4
  %43 = mul nsw i32 %36, %1
  %44 = add nsw i32 %43, %18
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds float, ptr %5, i64 %45
  %47 = load float, ptr %46, align 4
  %48 = fmul contract float %42, %47
  %49 = fadd contract float %37, %48
  %50 = add nuw nsw i32 %36, 1
  %51 = add i32 %38, 1
  %52 = icmp eq i32 %51, %26
  br i1 %52, label %53, label %35

53:                                               ; preds = %30, %35, %22
  %54 = phi float [ 0.000000e+00, %22 ], [ %31, %30 ], [ %49, %35 ]
  %55 = fmul contract float %54, %3
  %56 = mul nsw i32 %13, %1
  %57 = add nsw i32 %56, %18
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds float, ptr %7, i64 %58
  %60 = load float, ptr %59, align 4
  %61 = fmul contract float %60, %6
  %62 = fadd contract float %55, %61
  store float %62, ptr %59, align 4
  br label %117

63:                                               ; preds = %63, %28
  %64 = phi i32 [ 0, %28 ], [ %114, %63 ]
  %65 = phi float [ 0.000000e+00, %28 ], [ %113, %63 ]
  %66 = phi i32 [ 0, %28 ], [ %115, %63 ]
  %67 = add nuw nsw i32 %64, %25
  %68 = zext nneg i32 %67 to i64
  %69 = getelementptr inbounds float, ptr %4, i64 %68
  %70 = load float, ptr %69, align 4
  %71 = mul nsw i32 %64, %1
  %72 = add nsw i32 %71, %18
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds float, ptr %5, i64 %73
  %75 = load float, ptr %74, align 4
  %76 = fmul contract float %70, %75
  %77 = fadd contract float %65, %76
  %78 = or disjoint i32 %64, 1
  %79 = add nuw nsw i32 %78, %25
  %80 = zext nneg i32 %79 to i64
  %81 = getelementptr inbounds float, ptr %4, i64 %80
  %82 = load float, ptr %81, align 4
  %83 = mul nsw i32 %78, %1
  %84 = add nsw i32 %83, %18
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds float, ptr %5, i64 %85
  %87 = load float, ptr %86, align 4
  %88 = fmul contract float %82, %87
  %89 = fadd contract float %77, %88
  %90 = or disjoint i32 %64, 2
  %91 = add nuw nsw i32 %90, %25
  %92 = zext nneg i32 %91 to i64
  %93 = getelementptr inbounds float, ptr %4, i64 %92
  %94 = load float, ptr %93, align 4
  %95 = mul nsw i32 %90, %1
  %96 = add nsw i32 %95, %18
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds float, ptr %5, i64 %97
  %99 = load float, ptr %98, align 4
  %100 = fmul contract float %94, %99
  %101 = fadd contract float %89, %100
  %102 = or disjoint i32 %64, 3
  %103 = add nuw nsw i32 %102, %25
  %104 = zext nneg i32 %103 to i64
  %105 = getelementptr inbounds float, ptr %4, i64 %104
  %106 = load float, ptr %105, align 4
  %107 = mul nsw i32 %102, %1
  %108 = add nsw i32 %107, %18
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds float, ptr %5, i64 %109
  %111 = load float, ptr %110, align 4
  %112 = fmul contract float %106, %111
  %113 = fadd contract float %101, %112
  %114 = add nuw nsw i32 %64, 4
  %115 = add i32 %66, 4
  %116 = icmp eq i32 %115, %29
  br i1 %116, label %30, label %63

117:                                              ; preds = %53, %8
  ret void
}

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
