; PRODUCER: MLIR 19.1.7 (integration test GPU/CUDA/TensorCore/wmma-matmul-f16.mlir: gpu.subgroup_mma as wmma.load/mma/store m16n16k16 f16 intrinsics; chip sm_70, compiled for sm_75)
; COMMAND: mlir-opt-19 mlir/test/Integration/GPU/CUDA/TensorCore/wmma-matmul-f16.mlir | mlir-opt-19 -gpu-lower-to-nvvm-pipeline="cubin-chip=sm_70 cubin-format=llvm"; the gpu.binary's offload string (the LLVM bitcode MLIR hands to the NVPTX backend: libdevice linked, optimized at the pipeline's opt-level) through llvm-dis-19
; SM: 75
source_filename = "LLVMDialectModule"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: norecurse nounwind memory(argmem: readwrite)
define void @main_kernel(ptr nocapture readnone %0, ptr nocapture %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, ptr nocapture readnone %8, ptr nocapture readonly %9, i64 %10, i64 %11, i64 %12, i64 %13, i64 %14) local_unnamed_addr #0 {
  %16 = mul i64 %7, 17
  %17 = getelementptr half, ptr %1, i64 %16
  %18 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.col.stride.f16.p0(ptr %17, i32 16)
  %19 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.row.stride.f16.p0(ptr %17, i32 16)
  %20 = getelementptr half, ptr %9, i64 %16
  %21 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.c.row.stride.f16.p0(ptr %20, i32 16)
  %22 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %18, 0
  %23 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %18, 1
  %24 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %18, 2
  %25 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %18, 3
  %26 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %18, 4
  %27 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %18, 5
  %28 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %18, 6
  %29 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %18, 7
  %30 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %19, 0
  %31 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %19, 1
  %32 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %19, 2
  %33 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %19, 3
  %34 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %19, 4
  %35 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %19, 5
  %36 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %19, 6
  %37 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %19, 7
  %38 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %21, 0
  %39 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %21, 1
  %40 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %21, 2
  %41 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %21, 3
  %42 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.col.row.f16.f16(<2 x half> %22, <2 x half> %23, <2 x half> %24, <2 x half> %25, <2 x half> %26, <2 x half> %27, <2 x half> %28, <2 x half> %29, <2 x half> %30, <2 x half> %31, <2 x half> %32, <2 x half> %33, <2 x half> %34, <2 x half> %35, <2 x half> %36, <2 x half> %37, <2 x half> %38, <2 x half> %39, <2 x half> %40, <2 x half> %41)
  %43 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %42, 0
  %44 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %42, 1
  %45 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %42, 2
  %46 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %42, 3
  tail call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f16.p0(ptr %17, <2 x half> %43, <2 x half> %44, <2 x half> %45, <2 x half> %46, i32 16)
  ret void
}

; Function Attrs: nocallback nounwind memory(argmem: read)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.col.stride.f16.p0(ptr nocapture readonly, i32) #1

; Function Attrs: nocallback nounwind memory(argmem: read)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.row.stride.f16.p0(ptr nocapture readonly, i32) #1

; Function Attrs: nocallback nounwind memory(argmem: read)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.c.row.stride.f16.p0(ptr nocapture readonly, i32) #1

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.col.row.f16.f16(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>) #2

; Function Attrs: nocallback nounwind memory(argmem: write)
declare void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f16.p0(ptr nocapture writeonly, <2 x half>, <2 x half>, <2 x half>, <2 x half>, i32) #3

attributes #0 = { norecurse nounwind memory(argmem: readwrite) }
attributes #1 = { nocallback nounwind memory(argmem: read) }
attributes #2 = { nocallback nounwind memory(none) }
attributes #3 = { nocallback nounwind memory(argmem: write) }

!nvvm.annotations = !{!0, !1, !2, !3}
!llvm.ident = !{!4}
!nvvmir.version = !{!5}

!0 = !{ptr @main_kernel, !"kernel", i32 1}
!1 = !{ptr @main_kernel, !"maxntidx", i32 32}
!2 = !{ptr @main_kernel, !"maxntidy", i32 1}
!3 = !{ptr @main_kernel, !"maxntidz", i32 1}
!4 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!5 = !{i32 2, i32 0}
