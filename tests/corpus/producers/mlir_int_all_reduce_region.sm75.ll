; PRODUCER: MLIR 19.1.7 (integration test GPU/CUDA/all-reduce-region.mlir: gpu.all_reduce with a region as shfl.sync.bfly trees and workgroup memory; chip sm_50, compiled for sm_75)
; COMMAND: mlir-opt-19 mlir/test/Integration/GPU/CUDA/all-reduce-region.mlir | mlir-opt-19 -gpu-lower-to-nvvm-pipeline="cubin-format=llvm"; the gpu.binary's offload string (the LLVM bitcode MLIR hands to the NVPTX backend: libdevice linked, optimized at the pipeline's opt-level) through llvm-dis-19
; SM: 75
source_filename = "LLVMDialectModule"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@__wg_main_kernel_0 = internal unnamed_addr addrspace(3) global [32 x i32] undef

; Function Attrs: norecurse nounwind
define void @main_kernel(ptr nocapture readnone %0, ptr nocapture writeonly %1, i64 %2, i64 %3, i64 %4) local_unnamed_addr #0 {
  %6 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %9 = tail call range(i32 1, 65) i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
  %10 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %11 = tail call range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %12 = mul nuw nsw i32 %11, %8
  %13 = add nuw nsw i32 %12, %10
  %14 = mul nuw nsw i32 %13, %7
  %15 = mul nuw nsw i32 %7, %8
  %16 = add nuw nsw i32 %14, %6
  %17 = mul nuw nsw i32 %15, %9
  %18 = and i32 %16, 31
  %19 = icmp eq i32 %18, 0
  %20 = and i32 %16, 1073741792
  %21 = sub nsw i32 %17, %20
  %22 = icmp slt i32 %21, 32
  br i1 %22, label %23, label %52

23:                                               ; preds = %5
  %24 = sub nsw i32 32, %21
  %25 = lshr i32 -1, %24
  %26 = add nsw i32 %21, -1
  %27 = tail call { i32, i1 } @llvm.nvvm.shfl.sync.bfly.i32p(i32 %25, i32 %6, i32 1, i32 %26)
  %28 = extractvalue { i32, i1 } %27, 0
  %29 = extractvalue { i32, i1 } %27, 1
  %30 = select i1 %29, i32 %28, i32 0
  %31 = xor i32 %30, %6
  %32 = tail call { i32, i1 } @llvm.nvvm.shfl.sync.bfly.i32p(i32 %25, i32 %31, i32 2, i32 %26)
  %33 = extractvalue { i32, i1 } %32, 0
  %34 = extractvalue { i32, i1 } %32, 1
  %35 = select i1 %34, i32 %33, i32 0
  %36 = xor i32 %31, %35
  %37 = tail call { i32, i1 } @llvm.nvvm.shfl.sync.bfly.i32p(i32 %25, i32 %36, i32 4, i32 %26)
  %38 = extractvalue { i32, i1 } %37, 0
  %39 = extractvalue { i32, i1 } %37, 1
  %40 = select i1 %39, i32 %38, i32 0
  %41 = xor i32 %36, %40
  %42 = tail call { i32, i1 } @llvm.nvvm.shfl.sync.bfly.i32p(i32 %25, i32 %41, i32 8, i32 %26)
  %43 = extractvalue { i32, i1 } %42, 0
  %44 = extractvalue { i32, i1 } %42, 1
  %45 = select i1 %44, i32 %43, i32 0
  %46 = xor i32 %41, %45
  %47 = tail call { i32, i1 } @llvm.nvvm.shfl.sync.bfly.i32p(i32 %25, i32 %46, i32 16, i32 %26)
  %48 = extractvalue { i32, i1 } %47, 0
  %49 = extractvalue { i32, i1 } %47, 1
  %50 = select i1 %49, i32 %48, i32 0
  %51 = xor i32 %46, %50
  br label %63

52:                                               ; preds = %5
  %53 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %6, i32 1, i32 31)
  %54 = xor i32 %53, %6
  %55 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %54, i32 2, i32 31)
  %56 = xor i32 %54, %55
  %57 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %56, i32 4, i32 31)
  %58 = xor i32 %56, %57
  %59 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %58, i32 8, i32 31)
  %60 = xor i32 %58, %59
  %61 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %60, i32 16, i32 31)
  %62 = xor i32 %60, %61
  br label %63

63:                                               ; preds = %52, %23
  %64 = phi i32 [ %62, %52 ], [ %51, %23 ]
  br i1 %19, label %65, label %69

65:                                               ; preds = %63
  %66 = lshr exact i32 %16, 5
  %67 = zext nneg i32 %66 to i64
  %68 = getelementptr i32, ptr addrspace(3) @__wg_main_kernel_0, i64 %67
  store i32 %64, ptr addrspace(3) %68, align 4
  br label %69

69:                                               ; preds = %65, %63
  tail call void @llvm.nvvm.barrier0()
  %70 = add nuw nsw i32 %17, 31
  %71 = lshr i32 %70, 5
  %72 = icmp ult i32 %16, %71
  br i1 %72, label %73, label %120

73:                                               ; preds = %69
  %74 = zext nneg i32 %16 to i64
  %75 = getelementptr i32, ptr addrspace(3) @__wg_main_kernel_0, i64 %74
  %76 = load i32, ptr addrspace(3) %75, align 4
  %77 = icmp ult i32 %17, 993
  br i1 %77, label %78, label %107

78:                                               ; preds = %73
  %79 = sub nuw nsw i32 32, %71
  %80 = lshr i32 -1, %79
  %81 = add nsw i32 %71, -1
  %82 = tail call { i32, i1 } @llvm.nvvm.shfl.sync.bfly.i32p(i32 %80, i32 %76, i32 1, i32 %81)
  %83 = extractvalue { i32, i1 } %82, 0
  %84 = extractvalue { i32, i1 } %82, 1
  %85 = select i1 %84, i32 %83, i32 0
  %86 = xor i32 %85, %76
  %87 = tail call { i32, i1 } @llvm.nvvm.shfl.sync.bfly.i32p(i32 %80, i32 %86, i32 2, i32 %81)
  %88 = extractvalue { i32, i1 } %87, 0
  %89 = extractvalue { i32, i1 } %87, 1
  %90 = select i1 %89, i32 %88, i32 0
  %91 = xor i32 %86, %90
  %92 = tail call { i32, i1 } @llvm.nvvm.shfl.sync.bfly.i32p(i32 %80, i32 %91, i32 4, i32 %81)
  %93 = extractvalue { i32, i1 } %92, 0
  %94 = extractvalue { i32, i1 } %92, 1
  %95 = select i1 %94, i32 %93, i32 0
  %96 = xor i32 %91, %95
  %97 = tail call { i32, i1 } @llvm.nvvm.shfl.sync.bfly.i32p(i32 %80, i32 %96, i32 8, i32 %81)
  %98 = extractvalue { i32, i1 } %97, 0
  %99 = extractvalue { i32, i1 } %97, 1
  %100 = select i1 %99, i32 %98, i32 0
  %101 = xor i32 %96, %100
  %102 = tail call { i32, i1 } @llvm.nvvm.shfl.sync.bfly.i32p(i32 %80, i32 %101, i32 16, i32 %81)
  %103 = extractvalue { i32, i1 } %102, 0
  %104 = extractvalue { i32, i1 } %102, 1
  %105 = select i1 %104, i32 %103, i32 0
  %106 = xor i32 %101, %105
  br label %118

107:                                              ; preds = %73
  %108 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %76, i32 1, i32 31)
  %109 = xor i32 %108, %76
  %110 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %109, i32 2, i32 31)
  %111 = xor i32 %109, %110
  %112 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %111, i32 4, i32 31)
  %113 = xor i32 %111, %112
  %114 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %113, i32 8, i32 31)
  %115 = xor i32 %113, %114
  %116 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %115, i32 16, i32 31)
  %117 = xor i32 %115, %116
  br label %118

118:                                              ; preds = %107, %78
  %119 = phi i32 [ %117, %107 ], [ %106, %78 ]
  store i32 %119, ptr addrspace(3) @__wg_main_kernel_0, align 16
  br label %120

120:                                              ; preds = %118, %69
  %121 = zext nneg i32 %6 to i64
  tail call void @llvm.nvvm.barrier0()
  %122 = load i32, ptr addrspace(3) @__wg_main_kernel_0, align 16
  %123 = sitofp i32 %122 to float
  %124 = getelementptr float, ptr %1, i64 %121
  store float %123, ptr %124, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare { i32, i1 } @llvm.nvvm.shfl.sync.bfly.i32p(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #3

attributes #0 = { norecurse nounwind }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { convergent nocallback nounwind }

!nvvm.annotations = !{!0}
!llvm.ident = !{!1}
!nvvmir.version = !{!2}

!0 = !{ptr @main_kernel, !"kernel", i32 1}
!1 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!2 = !{i32 2, i32 0}
