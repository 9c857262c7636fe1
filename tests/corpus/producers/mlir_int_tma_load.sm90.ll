; PRODUCER: MLIR 19.1.7 (integration test GPU/CUDA/sm90/transform-dialect/tma_load_64x8_8x128_noswizzle-transform.mlir: nvgpu.tma.async.load and mbarrier as inline asm with shared pointers under "r", mbarrier.try_wait.parity loop, vprintf)
; COMMAND: mlir-opt-19 mlir/test/Integration/GPU/CUDA/sm90/transform-dialect/tma_load_64x8_8x128_noswizzle-transform.mlir -transform-interpreter -test-transform-dialect-erase-schedule -convert-nvgpu-to-nvvm -gpu-kernel-outlining -convert-scf-to-cf -convert-nvvm-to-llvm -convert-vector-to-llvm -convert-math-to-llvm -expand-strided-metadata -lower-affine -convert-index-to-llvm=index-bitwidth=32 -convert-arith-to-llvm -finalize-memref-to-llvm -convert-func-to-llvm -canonicalize -expand-strided-metadata --nvvm-attach-target="module=main_kernel features=+ptx80 chip=sm_90 O=3" | mlir-opt-19 -pass-pipeline='builtin.module(gpu.module(strip-debuginfo,convert-gpu-to-nvvm,convert-index-to-llvm{index-bitwidth=32},canonicalize,cse))' | mlir-opt-19 --gpu-to-llvm --gpu-module-to-binary=format=llvm -canonicalize -cse -reconcile-unrealized-casts; the gpu.binary's offload string (the LLVM bitcode MLIR hands to the NVPTX backend: libdevice linked, optimized at the pipeline's opt-level) through llvm-dis-19
; SM: 90
; ARGS: --ptx-version 8.0
; NOTE: the module's #nvvm.target has features "+ptx80", which MLIR passes to the NVPTX backend (llc -mattr=+ptx80): cp.async.bulk.tensor and mbarrier.expect_tx in the asm text need PTX 8.0
source_filename = "LLVMDialectModule"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@printfFormat_1 = internal constant [31 x i8] c"[GPU] TMA LOADED rhs[7][0] %f\0A\00"
@printfFormat_0 = internal constant [32 x i8] c"[GPU] TMA LOADED lhs[45][7] %f\0A\00"
@bufferLhsGlobal = private addrspace(3) global [64 x [8 x float]] undef
@bufferRhsGlobal = private addrspace(3) global [8 x [128 x float]] undef
@__mbarrier = private addrspace(3) global [1 x i64] undef, align 8

declare i32 @vprintf(ptr, ptr) local_unnamed_addr

define void @main_kernel(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4) local_unnamed_addr {
  tail call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) @__mbarrier, i32 128)
  tail call void @llvm.nvvm.barrier0()
  %6 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = zext nneg i32 %6 to i64
  %8 = icmp eq i32 %6, 0
  br i1 %8, label %9, label %10

9:                                                ; preds = %5
  tail call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1, {$2,$3} ], [$4];", "r,l,r,r,r"(ptr addrspace(3) @bufferLhsGlobal, ptr %0, i32 0, i32 0, ptr addrspace(3) @__mbarrier) #2
  tail call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1, {$2,$3} ], [$4];", "r,l,r,r,r"(ptr addrspace(3) @bufferRhsGlobal, ptr %1, i32 0, i32 0, ptr addrspace(3) @__mbarrier) #2
  tail call void asm sideeffect "mbarrier.arrive.expect_tx.shared.b64 _, [$0], $1;", "r,r"(ptr addrspace(3) @__mbarrier, i32 6144) #2
  br label %11

10:                                               ; preds = %5
  tail call void asm sideeffect "mbarrier.arrive.expect_tx.shared.b64 _, [$0], $1;", "r,r"(ptr addrspace(3) @__mbarrier, i32 0) #2
  br label %11

11:                                               ; preds = %10, %9
  tail call void asm sideeffect "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,r"(ptr addrspace(3) @__mbarrier, i32 0, i32 10000000) #2
  %12 = icmp eq i64 %7, %2
  br i1 %12, label %13, label %26

13:                                               ; preds = %11
  %.idx = shl i64 %3, 5
  %14 = getelementptr i8, ptr addrspace(3) @bufferLhsGlobal, i64 %.idx
  %15 = getelementptr float, ptr addrspace(3) %14, i64 %4
  %16 = load float, ptr addrspace(3) %15, align 4
  %.idx1 = shl i64 %4, 9
  %17 = getelementptr i8, ptr addrspace(3) @bufferRhsGlobal, i64 %.idx1
  %18 = getelementptr float, ptr addrspace(3) %17, i64 %2
  %19 = load float, ptr addrspace(3) %18, align 4
  %20 = fpext float %16 to double
  %21 = alloca { double }, align 8
  store double %20, ptr %21, align 8
  %22 = call i32 @vprintf(ptr nonnull @printfFormat_0, ptr nonnull %21)
  %23 = fpext float %19 to double
  %24 = alloca { double }, align 8
  store double %23, ptr %24, align 8
  %25 = call i32 @vprintf(ptr nonnull @printfFormat_1, ptr nonnull %24)
  br label %26

26:                                               ; preds = %13, %11
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3), i32) #0

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { convergent nocallback nounwind }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind }

!llvm.module.flags = !{!0}
!nvvm.annotations = !{!1, !2, !3, !4}
!llvm.ident = !{!5}
!nvvmir.version = !{!6}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{ptr @main_kernel, !"kernel", i32 1}
!2 = !{ptr @main_kernel, !"maxntidx", i32 128}
!3 = !{ptr @main_kernel, !"maxntidy", i32 1}
!4 = !{ptr @main_kernel, !"maxntidz", i32 1}
!5 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!6 = !{i32 2, i32 0}
