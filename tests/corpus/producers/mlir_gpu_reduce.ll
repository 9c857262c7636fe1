; PRODUCER: MLIR 19 (gpu dialect: workgroup memory, gpu.shuffle down tree, gpu.barrier, memref.atomic_rmw addf, math.exp/sqrt as libdevice calls)
; COMMAND: mlir-opt-19 mlir_reduce.mlir --pass-pipeline='builtin.module(gpu.module(convert-scf-to-cf,convert-gpu-to-nvvm{index-bitwidth=64}),reconcile-unrealized-casts)'; the gpu.module body as a builtin module with llvm.target_triple/llvm.data_layout; mlir-translate-19 --mlir-to-llvmir
; SM: 80
; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@__wg_reduce_0 = internal addrspace(3) global [32 x float] undef

declare float @__nv_expf(float)

declare float @__nv_sqrtf(float)

define void @reduce(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4, ptr %5, ptr %6, i64 %7, i64 %8, i64 %9) {
  %11 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %5, 0
  %12 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %11, ptr %6, 1
  %13 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %12, i64 %7, 2
  %14 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %13, i64 %8, 3, 0
  %15 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %14, i64 %9, 4, 0
  %16 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %0, 0
  %17 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %16, ptr %1, 1
  %18 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %17, i64 %2, 2
  %19 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %18, i64 %3, 3, 0
  %20 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %19, i64 %4, 4, 0
  %21 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %22 = sext i32 %21 to i64
  %23 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %24 = sext i32 %23 to i64
  %25 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %26 = sext i32 %25 to i64
  %27 = mul i64 %24, %26
  %28 = add i64 %27, %22
  %29 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %20, 1
  %30 = getelementptr float, ptr %29, i64 %28
  %31 = load float, ptr %30, align 4
  %32 = call float @__nv_expf(float %31)
  %33 = call float @__nv_sqrtf(float %32)
  %34 = call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %33, i32 16, i32 31)
  %35 = fadd float %33, %34
  %36 = call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %35, i32 8, i32 31)
  %37 = fadd float %35, %36
  %38 = call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %37, i32 4, i32 31)
  %39 = fadd float %37, %38
  %40 = call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %39, i32 2, i32 31)
  %41 = fadd float %39, %40
  %42 = call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %41, i32 1, i32 31)
  %43 = fadd float %41, %42
  %44 = urem i64 %22, 32
  %45 = udiv i64 %22, 32
  %46 = icmp eq i64 %44, 0
  br i1 %46, label %47, label %49

47:                                               ; preds = %10
  %48 = getelementptr float, ptr addrspace(3) @__wg_reduce_0, i64 %45
  store float %43, ptr addrspace(3) %48, align 4
  br label %49

49:                                               ; preds = %47, %10
  call void @llvm.nvvm.barrier0()
  %50 = icmp eq i64 %22, 0
  br i1 %50, label %51, label %56

51:                                               ; preds = %49
  %52 = load float, ptr addrspace(3) @__wg_reduce_0, align 4
  %53 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %15, 1
  %54 = getelementptr float, ptr %53, i64 0
  %55 = atomicrmw fadd ptr %54, float %52 acq_rel, align 4
  br label %56

56:                                               ; preds = %51, %49
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #2 = { convergent nocallback nounwind }

!llvm.module.flags = !{!0}
!nvvm.annotations = !{!1}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{ptr @reduce, !"kernel", i32 1}
