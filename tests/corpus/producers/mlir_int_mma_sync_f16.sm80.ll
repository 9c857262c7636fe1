; PRODUCER: MLIR 19.1.7 (integration test GPU/CUDA/TensorCore/sm80/transform-mma-sync-matmul-f16-f16-accum.mlir: transform dialect rewrite to nvgpu.mma.sync, ldmatrix and mma.sync m16n8k16 f16 intrinsics)
; COMMAND: mlir-opt-19 mlir/test/Integration/GPU/CUDA/TensorCore/sm80/transform-mma-sync-matmul-f16-f16-accum.mlir -transform-interpreter -test-transform-dialect-erase-schedule -gpu-lower-to-nvvm-pipeline="cubin-chip=sm_80 cubin-features=+ptx76 cubin-format=llvm"; the gpu.binary's offload string (the LLVM bitcode MLIR hands to the NVPTX backend: libdevice linked, optimized at the pipeline's opt-level) through llvm-dis-19
; SM: 80
source_filename = "LLVMDialectModule"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define void @main_kernel(ptr nocapture readnone %0, ptr nocapture readonly %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, ptr nocapture readnone %7, ptr nocapture readonly %8, i64 %9, i64 %10, i64 %11, i64 %12, i64 %13, ptr nocapture readnone %14, ptr nocapture %15, i64 %16, i64 %17, i64 %18, i64 %19, i64 %20) local_unnamed_addr #0 {
  %22 = tail call range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %23 = zext nneg i32 %22 to i64
  %24 = lshr i64 %23, 2
  %25 = shl nuw nsw i64 %23, 1
  %26 = shl nuw nsw i64 %24, 3
  %27 = sub nsw i64 %25, %26
  %.idx = shl nuw nsw i64 %24, 5
  %28 = getelementptr i8, ptr %1, i64 %.idx
  %29 = getelementptr half, ptr %28, i64 %27
  %30 = or disjoint i64 %27, 1
  %31 = load <2 x half>, ptr %29, align 2
  %32 = or disjoint i64 %24, 8
  %.idx1 = shl nuw nsw i64 %32, 5
  %33 = getelementptr i8, ptr %1, i64 %.idx1
  %34 = getelementptr half, ptr %33, i64 %27
  %35 = load <2 x half>, ptr %34, align 2
  %36 = add nsw i64 %27, 8
  %37 = getelementptr half, ptr %28, i64 %36
  %38 = load <2 x half>, ptr %37, align 2
  %39 = getelementptr half, ptr %33, i64 %36
  %40 = load <2 x half>, ptr %39, align 2
  %41 = shl nsw i64 %27, 3
  %42 = or disjoint i64 %41, %24
  %43 = getelementptr half, ptr %8, i64 %42
  %44 = load half, ptr %43, align 2
  %45 = shl nsw i64 %30, 3
  %46 = or disjoint i64 %45, %24
  %47 = getelementptr half, ptr %8, i64 %46
  %48 = load half, ptr %47, align 2
  %49 = shl nsw i64 %36, 3
  %50 = or disjoint i64 %49, %24
  %51 = getelementptr half, ptr %8, i64 %50
  %52 = load half, ptr %51, align 2
  %53 = shl nsw i64 %27, 3
  %54 = add nsw i64 %53, 72
  %55 = or disjoint i64 %54, %24
  %56 = getelementptr half, ptr %8, i64 %55
  %57 = load half, ptr %56, align 2
  %58 = insertelement <2 x half> poison, half %44, i64 0
  %59 = insertelement <2 x half> %58, half %48, i64 1
  %60 = insertelement <2 x half> poison, half %52, i64 0
  %61 = insertelement <2 x half> %60, half %57, i64 1
  %62 = getelementptr half, ptr %15, i64 %26
  %63 = getelementptr half, ptr %15, i64 %25
  %64 = getelementptr half, ptr %62, i64 %30
  %65 = load <2 x half>, ptr %63, align 2
  %.idx2 = shl nuw nsw i64 %32, 4
  %66 = getelementptr i8, ptr %15, i64 %.idx2
  %67 = getelementptr half, ptr %66, i64 %27
  %68 = load <2 x half>, ptr %67, align 2
  %69 = tail call { <2 x half>, <2 x half> } @llvm.nvvm.mma.m16n8k16.row.col.f16.f16(<2 x half> %31, <2 x half> %35, <2 x half> %38, <2 x half> %40, <2 x half> %59, <2 x half> %61, <2 x half> %65, <2 x half> %68)
  %70 = extractvalue { <2 x half>, <2 x half> } %69, 0
  %71 = extractvalue { <2 x half>, <2 x half> } %69, 1
  %72 = extractelement <2 x half> %70, i64 0
  %73 = extractelement <2 x half> %70, i64 1
  store half %72, ptr %63, align 2
  store half %73, ptr %64, align 2
  store <2 x half> %71, ptr %67, align 2
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half> } @llvm.nvvm.mma.m16n8k16.row.col.f16.f16(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>) #2

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nounwind memory(none) }

!nvvm.annotations = !{!0, !1, !2, !3}
!llvm.ident = !{!4}
!nvvmir.version = !{!5}

!0 = !{ptr @main_kernel, !"kernel", i32 1}
!1 = !{ptr @main_kernel, !"maxntidx", i32 32}
!2 = !{ptr @main_kernel, !"maxntidy", i32 1}
!3 = !{ptr @main_kernel, !"maxntidz", i32 1}
!4 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!5 = !{i32 2, i32 0}
