; PRODUCER: MLIR 19.1.7 (integration test SparseTensor/GPU/CUDA/sparse-mma-2-4-f16.mlir: nvgpu.mma.sp.sync as inline asm with <2 x half> operands under "r"; libdevice linked, so !nvvmir.version beside libdevice's !llvm.ident)
; COMMAND: mlir-opt-19 --pass-pipeline="builtin.module(gpu.module(strip-debuginfo,convert-gpu-to-nvvm,convert-nvgpu-to-nvvm,affine-expand-index-ops,lower-affine,convert-arith-to-llvm),convert-vector-to-llvm,canonicalize,cse)" mlir/test/Integration/Dialect/SparseTensor/GPU/CUDA/sparse-mma-2-4-f16.mlir | mlir-opt-19 --gpu-lower-to-nvvm-pipeline="cubin-chip=sm_80 cubin-features=+ptx71 cubin-format=llvm"; the gpu.binary's offload string (the LLVM bitcode MLIR hands to the NVPTX backend: libdevice linked, optimized at the pipeline's opt-level) through llvm-dis-19
; SM: 80
; ARGS: --ptx-version 7.1
; NOTE: the module's #nvvm.target has features "+ptx71", which MLIR passes to the NVPTX backend (llc -mattr=+ptx71): mma.sp in the asm text needs PTX 7.1
source_filename = "LLVMDialectModule"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @mma_sp_sync_f16_16832(ptr nocapture readnone %0, ptr nocapture readonly %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, ptr nocapture readnone %7, ptr nocapture readonly %8, i64 %9, i64 %10, i64 %11, i64 %12, i64 %13, ptr nocapture readnone %14, ptr nocapture readonly %15, i64 %16, i64 %17, i64 %18, i64 %19, i64 %20, ptr nocapture readnone %21, ptr nocapture writeonly %22, i64 %23, i64 %24, i64 %25, i64 %26, i64 %27) local_unnamed_addr {
  %29 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %30 = zext nneg i32 %29 to i64
  %31 = lshr i64 %30, 2
  %32 = and i64 %30, 1
  %33 = add nuw nsw i64 %31, 8
  %34 = shl nuw nsw i64 %31, 1
  %35 = or disjoint i64 %34, %32
  %36 = getelementptr i16, ptr %8, i64 %35
  %37 = load i16, ptr %36, align 2
  %38 = shl nuw nsw i64 %33, 1
  %39 = or disjoint i64 %38, %32
  %40 = getelementptr i16, ptr %8, i64 %39
  %41 = load i16, ptr %40, align 2
  %42 = insertelement <2 x i16> poison, i16 %37, i64 0
  %43 = insertelement <2 x i16> %42, i16 %41, i64 1
  %44 = shl nuw nsw i64 %30, 1
  %45 = and i64 %44, 6
  %46 = shl nuw nsw i64 %31, 4
  %47 = or disjoint i64 %46, %45
  %48 = getelementptr half, ptr %1, i64 %47
  %49 = load <2 x half>, ptr %48, align 2
  %50 = shl nuw nsw i64 %33, 4
  %51 = or disjoint i64 %50, %45
  %52 = getelementptr half, ptr %1, i64 %51
  %53 = load <2 x half>, ptr %52, align 2
  %54 = or disjoint i64 %45, 8
  %55 = or disjoint i64 %54, %46
  %56 = getelementptr half, ptr %1, i64 %55
  %57 = load <2 x half>, ptr %56, align 2
  %58 = or disjoint i64 %50, %54
  %59 = getelementptr half, ptr %1, i64 %58
  %60 = load <2 x half>, ptr %59, align 2
  %61 = shl nuw nsw i64 %31, 5
  %62 = or disjoint i64 %61, %45
  %63 = getelementptr half, ptr %15, i64 %62
  %64 = load <2 x half>, ptr %63, align 2
  %65 = or disjoint i64 %54, %61
  %66 = getelementptr half, ptr %15, i64 %65
  %67 = load <2 x half>, ptr %66, align 2
  %68 = or disjoint i64 %62, 16
  %69 = getelementptr half, ptr %15, i64 %68
  %70 = load <2 x half>, ptr %69, align 2
  %71 = or disjoint i64 %62, 24
  %72 = getelementptr half, ptr %15, i64 %71
  %73 = load <2 x half>, ptr %72, align 2
  tail call void @llvm.nvvm.barrier0()
  %74 = bitcast <2 x i16> %43 to i32
  %75 = tail call { <2 x half>, <2 x half> } asm sideeffect "mma.sp.sync.aligned.m16n8k32.row.col.f16.f16.f16.f16 {$0,$1},{$2,$3,$4,$5},{$6,$7,$8,$9},{$10,$11},$12,0x0;", "=r,=r,r,r,r,r,r,r,r,r,r,r,r"(<2 x half> %49, <2 x half> %53, <2 x half> %57, <2 x half> %60, <2 x half> %64, <2 x half> %67, <2 x half> %70, <2 x half> %73, <2 x half> zeroinitializer, <2 x half> zeroinitializer, i32 %74) #2
  %76 = extractvalue { <2 x half>, <2 x half> } %75, 0
  %77 = extractvalue { <2 x half>, <2 x half> } %75, 1
  %78 = shl nuw nsw i64 %31, 3
  %79 = or disjoint i64 %78, %45
  %80 = getelementptr half, ptr %22, i64 %79
  store <2 x half> %76, ptr %80, align 2
  %81 = shl nuw nsw i64 %33, 3
  %82 = or disjoint i64 %81, %45
  %83 = getelementptr half, ptr %22, i64 %82
  store <2 x half> %77, ptr %83, align 2
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.ident = !{!1}
!nvvmir.version = !{!2}

!0 = !{ptr @mma_sp_sync_f16_16832, !"kernel", i32 1}
!1 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!2 = !{i32 2, i32 0}
