; PRODUCER: MLIR 19 (gpu dialect: thread/block ids, memref load/store, gpu.shuffle xor, gpu.barrier)
; COMMAND: mlir-opt-19 mlir_gpu.mlir --pass-pipeline='builtin.module(gpu.module(convert-gpu-to-nvvm{index-bitwidth=64}),reconcile-unrealized-casts)'; the gpu.module body as a builtin module with llvm.target_triple/llvm.data_layout; mlir-translate-19 --mlir-to-llvmir
; SM: 80
; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @scale(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4, float %5) {
  %7 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %0, 0
  %8 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %7, ptr %1, 1
  %9 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %8, i64 %2, 2
  %10 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %9, i64 %3, 3, 0
  %11 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %10, i64 %4, 4, 0
  %12 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = sext i32 %12 to i64
  %14 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = sext i32 %14 to i64
  %16 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %17 = sext i32 %16 to i64
  %18 = mul i64 %15, %17
  %19 = add i64 %18, %13
  %20 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %11, 1
  %21 = getelementptr float, ptr %20, i64 %19
  %22 = load float, ptr %21, align 4
  %23 = fmul float %22, %5
  %24 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %23, i32 1, i32 31)
  %25 = fadd float %23, %24
  %26 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %11, 1
  %27 = getelementptr float, ptr %26, i64 %19
  store float %25, ptr %27, align 4
  call void @llvm.nvvm.barrier0()
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #2 = { convergent nocallback nounwind }

!llvm.module.flags = !{!0}
!nvvm.annotations = !{!1}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{ptr @scale, !"kernel", i32 1}
