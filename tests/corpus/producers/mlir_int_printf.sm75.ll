; PRODUCER: MLIR 19.1.7 (integration test GPU/CUDA/printf.mlir: gpu.printf as vprintf with a stack-allocated argument block; chip sm_50, compiled for sm_75, the oldest CUDA 13's ptxas takes)
; COMMAND: mlir-opt-19 mlir/test/Integration/GPU/CUDA/printf.mlir | mlir-opt-19 -gpu-lower-to-nvvm-pipeline="cubin-format=llvm"; the gpu.binary's offload string (the LLVM bitcode MLIR hands to the NVPTX backend: libdevice linked, optimized at the pipeline's opt-level) through llvm-dis-19
; SM: 75
source_filename = "LLVMDialectModule"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@printfFormat_0 = internal constant [25 x i8] c"Hello from %lld, %d, %f\0A\00"

declare i32 @vprintf(ptr, ptr) local_unnamed_addr

define void @hello() local_unnamed_addr {
  %1 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %2 = zext nneg i32 %1 to i64
  %3 = alloca { i64, i8, double }, align 8
  store i64 %2, ptr %3, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 8
  store i8 2, ptr %4, align 8
  %5 = getelementptr inbounds i8, ptr %3, i64 16
  store double 3.000000e+00, ptr %5, align 8
  %6 = call i32 @vprintf(ptr nonnull @printfFormat_0, ptr nonnull %3)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.ident = !{!1}
!nvvmir.version = !{!2}

!0 = !{ptr @hello, !"kernel", i32 1}
!1 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!2 = !{i32 2, i32 0}
