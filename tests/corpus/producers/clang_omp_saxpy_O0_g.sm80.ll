; PRODUCER: clang 19.1.7, OpenMP offload at -O0 with -g: debug records (#dbg_declare) in bodies
; COMMAND: clang-19 -O0 -g -fopenmp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_80 --offload-device-only -nogpulib -S -emit-llvm omp_saxpy.c
; SM: 80
; ModuleID = 'omp_saxpy.c'
source_filename = "omp_saxpy.c"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ident_t = type { i32, i32, i32, i32, ptr }
%struct.DynamicEnvironmentTy = type { i16 }
%struct.KernelEnvironmentTy = type { %struct.ConfigurationEnvironmentTy, ptr, ptr }
%struct.ConfigurationEnvironmentTy = type { i8, i8, i8, i32, i32, i32, i32, i32, i32 }

@0 = private unnamed_addr constant [65 x i8] c";omp_saxpy.c;__omp_offloading_fe00_52a0f7_saxpy_l2_debug__;3;3;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 64, ptr @0 }, align 8
@__omp_offloading_fe00_52a0f7_saxpy_l2_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_52a0f7_saxpy_l2_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 1, i8 2, i32 1, i32 128, i32 0, i32 0, i32 0, i32 0 }, ptr @1, ptr @__omp_offloading_fe00_52a0f7_saxpy_l2_dynamic_environment }
@2 = private unnamed_addr constant [25 x i8] c";omp_saxpy.c;saxpy;2;1;;\00", align 1
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2050, i32 0, i32 24, ptr @2 }, align 8
@4 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 24, ptr @2 }, align 8
@5 = private unnamed_addr constant [26 x i8] c";omp_saxpy.c;saxpy;2;85;;\00", align 1
@6 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 25, ptr @5 }, align 8
@7 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 24, ptr @2 }, align 8
@8 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2050, i32 0, i32 25, ptr @5 }, align 8

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_52a0f7_saxpy_l2_debug__(ptr noalias noundef %0, i32 noundef %1, ptr noundef %2, float noundef %3, ptr noundef %4) #0 !dbg !13 {
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca float, align 4
  %10 = alloca ptr, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
    #dbg_declare(ptr %6, !25, !DIExpression(), !26)
  store i32 %1, ptr %7, align 4
    #dbg_declare(ptr %7, !27, !DIExpression(), !28)
  store ptr %2, ptr %8, align 8
    #dbg_declare(ptr %8, !29, !DIExpression(), !30)
  store float %3, ptr %9, align 4
    #dbg_declare(ptr %9, !31, !DIExpression(), !32)
  store ptr %4, ptr %10, align 8
    #dbg_declare(ptr %10, !33, !DIExpression(), !34)
  %15 = call i32 @__kmpc_target_init(ptr @__omp_offloading_fe00_52a0f7_saxpy_l2_kernel_environment, ptr %0), !dbg !35
  %16 = icmp eq i32 %15, -1, !dbg !35
  br i1 %16, label %17, label %25, !dbg !35

17:                                               ; preds = %5
  %18 = call i32 @__kmpc_global_thread_num(ptr @7), !dbg !36
  %19 = load i32, ptr %7, align 4, !dbg !38
  store i32 %19, ptr %11, align 4, !dbg !38
  %20 = load i64, ptr %11, align 8, !dbg !38
  %21 = load ptr, ptr %8, align 8, !dbg !38
  %22 = load float, ptr %9, align 4, !dbg !38
  store float %22, ptr %12, align 4, !dbg !38
  %23 = load i64, ptr %12, align 8, !dbg !38
  %24 = load ptr, ptr %10, align 8, !dbg !38
  store i32 0, ptr %13, align 4, !dbg !38
  store i32 %18, ptr %14, align 4, !dbg !38
  call void @__omp_offloading_fe00_52a0f7_saxpy_l2_debug___omp_outlined(ptr %14, ptr %13, i64 %20, ptr %21, i64 %23, ptr %24) #2, !dbg !36
  call void @__kmpc_target_deinit(), !dbg !39
  ret void, !dbg !40

25:                                               ; preds = %5
  ret void, !dbg !35
}

declare i32 @__kmpc_target_init(ptr, ptr)

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_52a0f7_saxpy_l2_debug___omp_outlined_debug__(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2, ptr noundef %3, float noundef %4, ptr noundef %5) #1 !dbg !41 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca float, align 4
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i64, align 8
  %24 = alloca i64, align 8
  %25 = alloca [6 x ptr], align 8
  store ptr %0, ptr %7, align 8
    #dbg_declare(ptr %7, !48, !DIExpression(), !49)
  store ptr %1, ptr %8, align 8
    #dbg_declare(ptr %8, !50, !DIExpression(), !49)
  store i32 %2, ptr %9, align 4
    #dbg_declare(ptr %9, !51, !DIExpression(), !52)
  store ptr %3, ptr %10, align 8
    #dbg_declare(ptr %10, !53, !DIExpression(), !54)
  store float %4, ptr %11, align 4
    #dbg_declare(ptr %11, !55, !DIExpression(), !56)
  store ptr %5, ptr %12, align 8
    #dbg_declare(ptr %12, !57, !DIExpression(), !58)
    #dbg_declare(ptr %13, !59, !DIExpression(), !49)
    #dbg_declare(ptr %15, !60, !DIExpression(), !49)
  %26 = load i32, ptr %9, align 4, !dbg !61
  store i32 %26, ptr %15, align 4, !dbg !61
    #dbg_declare(ptr %16, !60, !DIExpression(), !49)
  %27 = load i32, ptr %15, align 4, !dbg !61
  %28 = sub nsw i32 %27, 0, !dbg !62
  %29 = sdiv i32 %28, 1, !dbg !62
  %30 = sub nsw i32 %29, 1, !dbg !62
  store i32 %30, ptr %16, align 4, !dbg !62
    #dbg_declare(ptr %17, !63, !DIExpression(), !49)
  store i32 0, ptr %17, align 4, !dbg !64
  %31 = load i32, ptr %15, align 4, !dbg !61
  %32 = icmp slt i32 0, %31, !dbg !62
  br i1 %32, label %33, label %100, !dbg !62

33:                                               ; preds = %6
    #dbg_declare(ptr %18, !65, !DIExpression(), !49)
  store i32 0, ptr %18, align 4, !dbg !66
    #dbg_declare(ptr %19, !67, !DIExpression(), !49)
  %34 = load i32, ptr %16, align 4, !dbg !62
  store i32 %34, ptr %19, align 4, !dbg !66
    #dbg_declare(ptr %20, !68, !DIExpression(), !49)
  store i32 1, ptr %20, align 4, !dbg !66
    #dbg_declare(ptr %21, !69, !DIExpression(), !49)
  store i32 0, ptr %21, align 4, !dbg !66
    #dbg_declare(ptr %22, !63, !DIExpression(), !49)
  %35 = call i32 @__kmpc_get_hardware_num_threads_in_block(), !dbg !62
  %36 = load ptr, ptr %7, align 8, !dbg !62
  %37 = load i32, ptr %36, align 4, !dbg !62
  call void @__kmpc_distribute_static_init_4(ptr @3, i32 %37, i32 91, ptr %21, ptr %18, ptr %19, ptr %20, i32 1, i32 %35), !dbg !62
  %38 = load i32, ptr %19, align 4, !dbg !66
  %39 = load i32, ptr %16, align 4, !dbg !62
  %40 = icmp sgt i32 %38, %39, !dbg !66
  br i1 %40, label %41, label %43, !dbg !66

41:                                               ; preds = %33
  %42 = load i32, ptr %16, align 4, !dbg !62
  br label %45, !dbg !66

43:                                               ; preds = %33
  %44 = load i32, ptr %19, align 4, !dbg !66
  br label %45, !dbg !66

45:                                               ; preds = %43, %41
  %46 = phi i32 [ %42, %41 ], [ %44, %43 ], !dbg !66
  store i32 %46, ptr %19, align 4, !dbg !66
  %47 = load i32, ptr %18, align 4, !dbg !66
  store i32 %47, ptr %13, align 4, !dbg !66
  br label %48, !dbg !62

48:                                               ; preds = %93, %45
  %49 = load i32, ptr %13, align 4, !dbg !66
  %50 = load i32, ptr %16, align 4, !dbg !62
  %51 = add nsw i32 %50, 1, !dbg !62
  %52 = icmp slt i32 %49, %51, !dbg !62
  br i1 %52, label %53, label %96, !dbg !62

53:                                               ; preds = %48
  %54 = load i32, ptr %18, align 4, !dbg !70
  %55 = zext i32 %54 to i64, !dbg !70
  %56 = load i32, ptr %19, align 4, !dbg !70
  %57 = zext i32 %56 to i64, !dbg !70
  %58 = load i32, ptr %9, align 4, !dbg !70
  store i32 %58, ptr %23, align 4, !dbg !70
  %59 = load i64, ptr %23, align 8, !dbg !70
  %60 = load ptr, ptr %10, align 8, !dbg !70
  %61 = load float, ptr %11, align 4, !dbg !70
  store float %61, ptr %24, align 4, !dbg !70
  %62 = load i64, ptr %24, align 8, !dbg !70
  %63 = load ptr, ptr %12, align 8, !dbg !70
  %64 = getelementptr inbounds [6 x ptr], ptr %25, i64 0, i64 0, !dbg !70
  %65 = inttoptr i64 %55 to ptr, !dbg !70
  store ptr %65, ptr %64, align 8, !dbg !70
  %66 = getelementptr inbounds [6 x ptr], ptr %25, i64 0, i64 1, !dbg !70
  %67 = inttoptr i64 %57 to ptr, !dbg !70
  store ptr %67, ptr %66, align 8, !dbg !70
  %68 = getelementptr inbounds [6 x ptr], ptr %25, i64 0, i64 2, !dbg !70
  %69 = inttoptr i64 %59 to ptr, !dbg !70
  store ptr %69, ptr %68, align 8, !dbg !70
  %70 = getelementptr inbounds [6 x ptr], ptr %25, i64 0, i64 3, !dbg !70
  store ptr %60, ptr %70, align 8, !dbg !70
  %71 = getelementptr inbounds [6 x ptr], ptr %25, i64 0, i64 4, !dbg !70
  %72 = inttoptr i64 %62 to ptr, !dbg !70
  store ptr %72, ptr %71, align 8, !dbg !70
  %73 = getelementptr inbounds [6 x ptr], ptr %25, i64 0, i64 5, !dbg !70
  store ptr %63, ptr %73, align 8, !dbg !70
  %74 = load ptr, ptr %7, align 8, !dbg !70
  %75 = load i32, ptr %74, align 4, !dbg !70
  call void @__kmpc_parallel_51(ptr @7, i32 %75, i32 1, i32 -1, i32 -1, ptr @__omp_offloading_fe00_52a0f7_saxpy_l2_debug___omp_outlined_debug___omp_outlined, ptr null, ptr %25, i64 6), !dbg !70
  br label %76, !dbg !71

76:                                               ; preds = %53
  %77 = load i32, ptr %13, align 4, !dbg !66
  %78 = load i32, ptr %20, align 4, !dbg !66
  %79 = add nsw i32 %77, %78, !dbg !62
  store i32 %79, ptr %13, align 4, !dbg !62
  %80 = load i32, ptr %18, align 4, !dbg !66
  %81 = load i32, ptr %20, align 4, !dbg !66
  %82 = add nsw i32 %80, %81, !dbg !62
  store i32 %82, ptr %18, align 4, !dbg !62
  %83 = load i32, ptr %19, align 4, !dbg !66
  %84 = load i32, ptr %20, align 4, !dbg !66
  %85 = add nsw i32 %83, %84, !dbg !62
  store i32 %85, ptr %19, align 4, !dbg !62
  %86 = load i32, ptr %19, align 4, !dbg !66
  %87 = load i32, ptr %16, align 4, !dbg !62
  %88 = icmp sgt i32 %86, %87, !dbg !66
  br i1 %88, label %89, label %91, !dbg !66

89:                                               ; preds = %76
  %90 = load i32, ptr %16, align 4, !dbg !62
  br label %93, !dbg !66

91:                                               ; preds = %76
  %92 = load i32, ptr %19, align 4, !dbg !66
  br label %93, !dbg !66

93:                                               ; preds = %91, %89
  %94 = phi i32 [ %90, %89 ], [ %92, %91 ], !dbg !66
  store i32 %94, ptr %19, align 4, !dbg !66
  %95 = load i32, ptr %18, align 4, !dbg !66
  store i32 %95, ptr %13, align 4, !dbg !66
  br label %48, !dbg !71, !llvm.loop !73

96:                                               ; preds = %48
  br label %97, !dbg !71

97:                                               ; preds = %96
  %98 = load ptr, ptr %7, align 8, !dbg !71
  %99 = load i32, ptr %98, align 4, !dbg !71
  call void @__kmpc_distribute_static_fini(ptr @8, i32 %99), !dbg !74
  br label %100, !dbg !71

100:                                              ; preds = %97, %6
  ret void, !dbg !75
}

declare i32 @__kmpc_get_hardware_num_threads_in_block()

; Function Attrs: nounwind
declare void @__kmpc_distribute_static_init_4(ptr, i32, i32, ptr, ptr, ptr, ptr, i32, i32) #2

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_52a0f7_saxpy_l2_debug___omp_outlined_debug___omp_outlined_debug__(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i32 noundef %4, ptr noundef %5, float noundef %6, ptr noundef %7) #1 !dbg !76 {
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  %14 = alloca ptr, align 8
  %15 = alloca float, align 4
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  store ptr %0, ptr %9, align 8
    #dbg_declare(ptr %9, !81, !DIExpression(), !82)
  store ptr %1, ptr %10, align 8
    #dbg_declare(ptr %10, !83, !DIExpression(), !82)
  store i64 %2, ptr %11, align 8
    #dbg_declare(ptr %11, !84, !DIExpression(), !82)
  store i64 %3, ptr %12, align 8
    #dbg_declare(ptr %12, !85, !DIExpression(), !82)
  store i32 %4, ptr %13, align 4
    #dbg_declare(ptr %13, !86, !DIExpression(), !87)
  store ptr %5, ptr %14, align 8
    #dbg_declare(ptr %14, !88, !DIExpression(), !89)
  store float %6, ptr %15, align 4
    #dbg_declare(ptr %15, !90, !DIExpression(), !91)
  store ptr %7, ptr %16, align 8
    #dbg_declare(ptr %16, !92, !DIExpression(), !93)
    #dbg_declare(ptr %17, !94, !DIExpression(), !82)
    #dbg_declare(ptr %19, !95, !DIExpression(), !82)
  %27 = load i32, ptr %13, align 4, !dbg !96
  store i32 %27, ptr %19, align 4, !dbg !96
    #dbg_declare(ptr %20, !95, !DIExpression(), !82)
  %28 = load i32, ptr %19, align 4, !dbg !96
  %29 = sub nsw i32 %28, 0, !dbg !97
  %30 = sdiv i32 %29, 1, !dbg !97
  %31 = sub nsw i32 %30, 1, !dbg !97
  store i32 %31, ptr %20, align 4, !dbg !97
    #dbg_declare(ptr %21, !98, !DIExpression(), !82)
  store i32 0, ptr %21, align 4, !dbg !99
  %32 = load i32, ptr %19, align 4, !dbg !96
  %33 = icmp slt i32 0, %32, !dbg !97
  br i1 %33, label %34, label %77, !dbg !97

34:                                               ; preds = %8
    #dbg_declare(ptr %22, !100, !DIExpression(), !82)
  store i32 0, ptr %22, align 4, !dbg !101
    #dbg_declare(ptr %23, !102, !DIExpression(), !82)
  %35 = load i32, ptr %20, align 4, !dbg !97
  store i32 %35, ptr %23, align 4, !dbg !101
  %36 = load i64, ptr %11, align 8, !dbg !97
  %37 = trunc i64 %36 to i32, !dbg !97
  %38 = load i64, ptr %12, align 8, !dbg !97
  %39 = trunc i64 %38 to i32, !dbg !97
  store i32 %37, ptr %22, align 4, !dbg !97
  store i32 %39, ptr %23, align 4, !dbg !97
    #dbg_declare(ptr %24, !103, !DIExpression(), !82)
  store i32 1, ptr %24, align 4, !dbg !101
    #dbg_declare(ptr %25, !104, !DIExpression(), !82)
  store i32 0, ptr %25, align 4, !dbg !101
    #dbg_declare(ptr %26, !98, !DIExpression(), !82)
  %40 = load ptr, ptr %9, align 8, !dbg !97
  %41 = load i32, ptr %40, align 4, !dbg !97
  call void @__kmpc_for_static_init_4(ptr @4, i32 %41, i32 33, ptr %25, ptr %22, ptr %23, ptr %24, i32 1, i32 1), !dbg !105
  %42 = load i32, ptr %22, align 4, !dbg !101
  store i32 %42, ptr %17, align 4, !dbg !101
  br label %43, !dbg !97

43:                                               ; preds = %69, %34
  %44 = load i32, ptr %17, align 4, !dbg !101
  %45 = sext i32 %44 to i64, !dbg !101
  %46 = load i64, ptr %12, align 8, !dbg !101
  %47 = icmp ule i64 %45, %46, !dbg !97
  br i1 %47, label %48, label %73, !dbg !97

48:                                               ; preds = %43
  %49 = load i32, ptr %17, align 4, !dbg !101
  %50 = mul nsw i32 %49, 1, !dbg !99
  %51 = add nsw i32 0, %50, !dbg !99
  store i32 %51, ptr %26, align 4, !dbg !99
  %52 = load float, ptr %15, align 4, !dbg !106
  %53 = load ptr, ptr %16, align 8, !dbg !107
  %54 = load i32, ptr %26, align 4, !dbg !108
  %55 = sext i32 %54 to i64, !dbg !107
  %56 = getelementptr inbounds float, ptr %53, i64 %55, !dbg !107
  %57 = load float, ptr %56, align 4, !dbg !107
  %58 = load ptr, ptr %14, align 8, !dbg !109
  %59 = load i32, ptr %26, align 4, !dbg !110
  %60 = sext i32 %59 to i64, !dbg !109
  %61 = getelementptr inbounds float, ptr %58, i64 %60, !dbg !109
  %62 = load float, ptr %61, align 4, !dbg !109
  %63 = call float @llvm.fmuladd.f32(float %52, float %57, float %62), !dbg !111
  %64 = load ptr, ptr %14, align 8, !dbg !112
  %65 = load i32, ptr %26, align 4, !dbg !113
  %66 = sext i32 %65 to i64, !dbg !112
  %67 = getelementptr inbounds float, ptr %64, i64 %66, !dbg !112
  store float %63, ptr %67, align 4, !dbg !114
  br label %68, !dbg !112

68:                                               ; preds = %48
  br label %69, !dbg !105

69:                                               ; preds = %68
  %70 = load i32, ptr %17, align 4, !dbg !101
  %71 = load i32, ptr %24, align 4, !dbg !101
  %72 = add nsw i32 %70, %71, !dbg !97
  store i32 %72, ptr %17, align 4, !dbg !97
  br label %43, !dbg !105, !llvm.loop !115

73:                                               ; preds = %43
  br label %74, !dbg !105

74:                                               ; preds = %73
  %75 = load ptr, ptr %9, align 8, !dbg !105
  %76 = load i32, ptr %75, align 4, !dbg !105
  call void @__kmpc_for_static_fini(ptr @6, i32 %76), !dbg !116
  br label %77, !dbg !105

77:                                               ; preds = %74, %8
  ret void, !dbg !117
}

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_4(ptr, i32, i32, ptr, ptr, ptr, ptr, i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(ptr, i32) #2

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_52a0f7_saxpy_l2_debug___omp_outlined_debug___omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef %5, i64 noundef %6, ptr noundef %7) #1 !dbg !118 {
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca ptr, align 8
  %15 = alloca i64, align 8
  %16 = alloca ptr, align 8
  store ptr %0, ptr %9, align 8
    #dbg_declare(ptr %9, !121, !DIExpression(), !122)
  store ptr %1, ptr %10, align 8
    #dbg_declare(ptr %10, !123, !DIExpression(), !122)
  store i64 %2, ptr %11, align 8
    #dbg_declare(ptr %11, !124, !DIExpression(), !122)
  store i64 %3, ptr %12, align 8
    #dbg_declare(ptr %12, !125, !DIExpression(), !122)
  store i64 %4, ptr %13, align 8
    #dbg_declare(ptr %13, !126, !DIExpression(), !122)
  store ptr %5, ptr %14, align 8
    #dbg_declare(ptr %14, !127, !DIExpression(), !122)
  store i64 %6, ptr %15, align 8
    #dbg_declare(ptr %15, !128, !DIExpression(), !122)
  store ptr %7, ptr %16, align 8
    #dbg_declare(ptr %16, !129, !DIExpression(), !122)
  %17 = load ptr, ptr %9, align 8, !dbg !130
  %18 = load ptr, ptr %10, align 8, !dbg !130
  %19 = load i64, ptr %11, align 8, !dbg !130
  %20 = load i64, ptr %12, align 8, !dbg !130
  %21 = load i32, ptr %13, align 4, !dbg !130
  %22 = load ptr, ptr %14, align 8, !dbg !130
  %23 = load float, ptr %15, align 4, !dbg !130
  %24 = load ptr, ptr %16, align 8, !dbg !130
  call void @__omp_offloading_fe00_52a0f7_saxpy_l2_debug___omp_outlined_debug___omp_outlined_debug__(ptr %17, ptr %18, i64 %19, i64 %20, i32 %21, ptr %22, float %23, ptr %24) #2, !dbg !130
  ret void, !dbg !130
}

; Function Attrs: alwaysinline
declare void @__kmpc_parallel_51(ptr, i32, i32, i32, i32, ptr, ptr, ptr, i64) #4

; Function Attrs: nounwind
declare void @__kmpc_distribute_static_fini(ptr, i32) #2

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @__omp_offloading_fe00_52a0f7_saxpy_l2_debug___omp_outlined(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, ptr noundef %5) #1 !dbg !131 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i64, align 8
  %12 = alloca ptr, align 8
  store ptr %0, ptr %7, align 8
    #dbg_declare(ptr %7, !134, !DIExpression(), !135)
  store ptr %1, ptr %8, align 8
    #dbg_declare(ptr %8, !136, !DIExpression(), !135)
  store i64 %2, ptr %9, align 8
    #dbg_declare(ptr %9, !137, !DIExpression(), !135)
  store ptr %3, ptr %10, align 8
    #dbg_declare(ptr %10, !138, !DIExpression(), !135)
  store i64 %4, ptr %11, align 8
    #dbg_declare(ptr %11, !139, !DIExpression(), !135)
  store ptr %5, ptr %12, align 8
    #dbg_declare(ptr %12, !140, !DIExpression(), !135)
  %13 = load ptr, ptr %7, align 8, !dbg !141
  %14 = load ptr, ptr %8, align 8, !dbg !141
  %15 = load i32, ptr %9, align 4, !dbg !141
  %16 = load ptr, ptr %10, align 8, !dbg !141
  %17 = load float, ptr %11, align 4, !dbg !141
  %18 = load ptr, ptr %12, align 8, !dbg !141
  call void @__omp_offloading_fe00_52a0f7_saxpy_l2_debug___omp_outlined_debug__(ptr %13, ptr %14, i32 %15, ptr %16, float %17, ptr %18) #2, !dbg !141
  ret void, !dbg !141
}

; Function Attrs: nounwind
declare i32 @__kmpc_global_thread_num(ptr) #2

declare void @__kmpc_target_deinit()

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define weak_odr protected void @__omp_offloading_fe00_52a0f7_saxpy_l2(ptr noalias noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef %4) #5 !dbg !142 {
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  store ptr %0, ptr %6, align 8
    #dbg_declare(ptr %6, !145, !DIExpression(), !146)
  store i64 %1, ptr %7, align 8
    #dbg_declare(ptr %7, !147, !DIExpression(), !146)
  store ptr %2, ptr %8, align 8
    #dbg_declare(ptr %8, !148, !DIExpression(), !146)
  store i64 %3, ptr %9, align 8
    #dbg_declare(ptr %9, !149, !DIExpression(), !146)
  store ptr %4, ptr %10, align 8
    #dbg_declare(ptr %10, !150, !DIExpression(), !146)
  %11 = load ptr, ptr %6, align 8, !dbg !151
  %12 = load i32, ptr %7, align 4, !dbg !151
  %13 = load ptr, ptr %8, align 8, !dbg !151
  %14 = load float, ptr %9, align 4, !dbg !151
  %15 = load ptr, ptr %10, align 8, !dbg !151
  call void @__omp_offloading_fe00_52a0f7_saxpy_l2_debug__(ptr %11, i32 %12, ptr %13, float %14, ptr %15) #2, !dbg !151
  ret void, !dbg !151
}

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "omp_target_thread_limit"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #1 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #2 = { nounwind }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { alwaysinline }
attributes #5 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "kernel" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3}
!omp_offload.info = !{!4}
!llvm.module.flags = !{!5, !6, !7, !8, !9, !10, !11}
!llvm.ident = !{!12}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "omp_saxpy.c", directory: "/src")
!2 = !{ptr @__omp_offloading_fe00_52a0f7_saxpy_l2_debug__, !"maxntidx", i32 128}
!3 = !{ptr @__omp_offloading_fe00_52a0f7_saxpy_l2, !"kernel", i32 1}
!4 = !{i32 0, i32 65024, i32 5415159, !"saxpy", i32 2, i32 0, i32 0}
!5 = !{i32 7, !"Dwarf Version", i32 2}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 7, !"openmp", i32 51}
!9 = !{i32 7, !"openmp-device", i32 51}
!10 = !{i32 8, !"PIC Level", i32 2}
!11 = !{i32 7, !"frame-pointer", i32 2}
!12 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!13 = distinct !DISubprogram(name: "__omp_offloading_fe00_52a0f7_saxpy_l2_debug__", scope: !1, file: !1, line: 3, type: !14, scopeLine: 3, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !24)
!14 = !DISubroutineType(types: !15)
!15 = !{null, !16, !19, !20, !21, !22}
!16 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !17)
!17 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !18)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!19 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!21 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!23 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !21)
!24 = !{}
!25 = !DILocalVariable(name: "dyn_ptr", arg: 1, scope: !13, type: !16, flags: DIFlagArtificial)
!26 = !DILocation(line: 0, scope: !13)
!27 = !DILocalVariable(name: "n", arg: 2, scope: !13, file: !1, line: 1, type: !19)
!28 = !DILocation(line: 1, column: 16, scope: !13)
!29 = !DILocalVariable(name: "y", arg: 3, scope: !13, file: !1, line: 1, type: !20)
!30 = !DILocation(line: 1, column: 51, scope: !13)
!31 = !DILocalVariable(name: "a", arg: 4, scope: !13, file: !1, line: 1, type: !21)
!32 = !DILocation(line: 1, column: 25, scope: !13)
!33 = !DILocalVariable(name: "x", arg: 5, scope: !13, file: !1, line: 1, type: !22)
!34 = !DILocation(line: 1, column: 41, scope: !13)
!35 = !DILocation(line: 3, column: 3, scope: !13)
!36 = !DILocation(line: 2, column: 1, scope: !37)
!37 = distinct !DILexicalBlock(scope: !13, file: !1, line: 2, column: 1)
!38 = !DILocation(line: 2, column: 1, scope: !13)
!39 = !DILocation(line: 2, column: 85, scope: !37)
!40 = !DILocation(line: 4, column: 26, scope: !13)
!41 = distinct !DISubprogram(name: "__omp_offloading_fe00_52a0f7_saxpy_l2_debug___omp_outlined_debug__", scope: !1, file: !1, line: 3, type: !42, scopeLine: 3, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !24)
!42 = !DISubroutineType(types: !43)
!43 = !{null, !44, !44, !19, !20, !21, !22}
!44 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !45)
!45 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !46)
!46 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
!47 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!48 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !41, type: !44, flags: DIFlagArtificial)
!49 = !DILocation(line: 0, scope: !41)
!50 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !41, type: !44, flags: DIFlagArtificial)
!51 = !DILocalVariable(name: "n", arg: 3, scope: !41, file: !1, line: 1, type: !19)
!52 = !DILocation(line: 1, column: 16, scope: !41)
!53 = !DILocalVariable(name: "y", arg: 4, scope: !41, file: !1, line: 1, type: !20)
!54 = !DILocation(line: 1, column: 51, scope: !41)
!55 = !DILocalVariable(name: "a", arg: 5, scope: !41, file: !1, line: 1, type: !21)
!56 = !DILocation(line: 1, column: 25, scope: !41)
!57 = !DILocalVariable(name: "x", arg: 6, scope: !41, file: !1, line: 1, type: !22)
!58 = !DILocation(line: 1, column: 41, scope: !41)
!59 = !DILocalVariable(name: ".omp.iv", scope: !41, type: !19, flags: DIFlagArtificial)
!60 = !DILocalVariable(name: ".capture_expr.", scope: !41, type: !19, flags: DIFlagArtificial)
!61 = !DILocation(line: 3, column: 23, scope: !41)
!62 = !DILocation(line: 3, column: 3, scope: !41)
!63 = !DILocalVariable(name: "i", scope: !41, type: !19, flags: DIFlagArtificial)
!64 = !DILocation(line: 3, column: 26, scope: !41)
!65 = !DILocalVariable(name: ".omp.comb.lb", scope: !41, type: !19, flags: DIFlagArtificial)
!66 = !DILocation(line: 3, column: 8, scope: !41)
!67 = !DILocalVariable(name: ".omp.comb.ub", scope: !41, type: !19, flags: DIFlagArtificial)
!68 = !DILocalVariable(name: ".omp.stride", scope: !41, type: !19, flags: DIFlagArtificial)
!69 = !DILocalVariable(name: ".omp.is_last", scope: !41, type: !19, flags: DIFlagArtificial)
!70 = !DILocation(line: 2, column: 1, scope: !41)
!71 = !DILocation(line: 2, column: 85, scope: !72)
!72 = distinct !DILexicalBlock(scope: !41, file: !1, line: 2, column: 1)
!73 = distinct !{!73, !70, !74}
!74 = !DILocation(line: 2, column: 85, scope: !41)
!75 = !DILocation(line: 4, column: 26, scope: !41)
!76 = distinct !DISubprogram(name: "__omp_offloading_fe00_52a0f7_saxpy_l2_debug___omp_outlined_debug___omp_outlined_debug__", scope: !1, file: !1, line: 3, type: !77, scopeLine: 3, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !24)
!77 = !DISubroutineType(types: !78)
!78 = !{null, !44, !44, !79, !79, !19, !20, !21, !22}
!79 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !80)
!80 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!81 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !76, type: !44, flags: DIFlagArtificial)
!82 = !DILocation(line: 0, scope: !76)
!83 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !76, type: !44, flags: DIFlagArtificial)
!84 = !DILocalVariable(name: ".previous.lb.", arg: 3, scope: !76, type: !79, flags: DIFlagArtificial)
!85 = !DILocalVariable(name: ".previous.ub.", arg: 4, scope: !76, type: !79, flags: DIFlagArtificial)
!86 = !DILocalVariable(name: "n", arg: 5, scope: !76, file: !1, line: 1, type: !19)
!87 = !DILocation(line: 1, column: 16, scope: !76)
!88 = !DILocalVariable(name: "y", arg: 6, scope: !76, file: !1, line: 1, type: !20)
!89 = !DILocation(line: 1, column: 51, scope: !76)
!90 = !DILocalVariable(name: "a", arg: 7, scope: !76, file: !1, line: 1, type: !21)
!91 = !DILocation(line: 1, column: 25, scope: !76)
!92 = !DILocalVariable(name: "x", arg: 8, scope: !76, file: !1, line: 1, type: !22)
!93 = !DILocation(line: 1, column: 41, scope: !76)
!94 = !DILocalVariable(name: ".omp.iv", scope: !76, type: !19, flags: DIFlagArtificial)
!95 = !DILocalVariable(name: ".capture_expr.", scope: !76, type: !19, flags: DIFlagArtificial)
!96 = !DILocation(line: 3, column: 23, scope: !76)
!97 = !DILocation(line: 3, column: 3, scope: !76)
!98 = !DILocalVariable(name: "i", scope: !76, type: !19, flags: DIFlagArtificial)
!99 = !DILocation(line: 3, column: 26, scope: !76)
!100 = !DILocalVariable(name: ".omp.lb", scope: !76, type: !19, flags: DIFlagArtificial)
!101 = !DILocation(line: 3, column: 8, scope: !76)
!102 = !DILocalVariable(name: ".omp.ub", scope: !76, type: !19, flags: DIFlagArtificial)
!103 = !DILocalVariable(name: ".omp.stride", scope: !76, type: !19, flags: DIFlagArtificial)
!104 = !DILocalVariable(name: ".omp.is_last", scope: !76, type: !19, flags: DIFlagArtificial)
!105 = !DILocation(line: 2, column: 1, scope: !76)
!106 = !DILocation(line: 4, column: 12, scope: !76)
!107 = !DILocation(line: 4, column: 16, scope: !76)
!108 = !DILocation(line: 4, column: 18, scope: !76)
!109 = !DILocation(line: 4, column: 23, scope: !76)
!110 = !DILocation(line: 4, column: 25, scope: !76)
!111 = !DILocation(line: 4, column: 21, scope: !76)
!112 = !DILocation(line: 4, column: 5, scope: !76)
!113 = !DILocation(line: 4, column: 7, scope: !76)
!114 = !DILocation(line: 4, column: 10, scope: !76)
!115 = distinct !{!115, !105, !116}
!116 = !DILocation(line: 2, column: 85, scope: !76)
!117 = !DILocation(line: 4, column: 26, scope: !76)
!118 = distinct !DISubprogram(name: "__omp_offloading_fe00_52a0f7_saxpy_l2_debug___omp_outlined_debug___omp_outlined", scope: !1, file: !1, line: 2, type: !119, scopeLine: 2, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !24)
!119 = !DISubroutineType(types: !120)
!120 = !{null, !44, !44, !79, !79, !80, !20, !80, !22}
!121 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !118, type: !44, flags: DIFlagArtificial)
!122 = !DILocation(line: 0, scope: !118)
!123 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !118, type: !44, flags: DIFlagArtificial)
!124 = !DILocalVariable(name: ".previous.lb.", arg: 3, scope: !118, type: !79, flags: DIFlagArtificial)
!125 = !DILocalVariable(name: ".previous.ub.", arg: 4, scope: !118, type: !79, flags: DIFlagArtificial)
!126 = !DILocalVariable(name: "n", arg: 5, scope: !118, type: !80, flags: DIFlagArtificial)
!127 = !DILocalVariable(name: "y", arg: 6, scope: !118, type: !20, flags: DIFlagArtificial)
!128 = !DILocalVariable(name: "a", arg: 7, scope: !118, type: !80, flags: DIFlagArtificial)
!129 = !DILocalVariable(name: "x", arg: 8, scope: !118, type: !22, flags: DIFlagArtificial)
!130 = !DILocation(line: 2, column: 1, scope: !118)
!131 = distinct !DISubprogram(name: "__omp_offloading_fe00_52a0f7_saxpy_l2_debug___omp_outlined", scope: !1, file: !1, line: 2, type: !132, scopeLine: 2, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !24)
!132 = !DISubroutineType(types: !133)
!133 = !{null, !44, !44, !80, !20, !80, !22}
!134 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !131, type: !44, flags: DIFlagArtificial)
!135 = !DILocation(line: 0, scope: !131)
!136 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !131, type: !44, flags: DIFlagArtificial)
!137 = !DILocalVariable(name: "n", arg: 3, scope: !131, type: !80, flags: DIFlagArtificial)
!138 = !DILocalVariable(name: "y", arg: 4, scope: !131, type: !20, flags: DIFlagArtificial)
!139 = !DILocalVariable(name: "a", arg: 5, scope: !131, type: !80, flags: DIFlagArtificial)
!140 = !DILocalVariable(name: "x", arg: 6, scope: !131, type: !22, flags: DIFlagArtificial)
!141 = !DILocation(line: 2, column: 1, scope: !131)
!142 = distinct !DISubprogram(name: "__omp_offloading_fe00_52a0f7_saxpy_l2", scope: !1, file: !1, line: 2, type: !143, scopeLine: 2, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !24)
!143 = !DISubroutineType(types: !144)
!144 = !{null, !16, !80, !20, !80, !22}
!145 = !DILocalVariable(name: "dyn_ptr", arg: 1, scope: !142, type: !16, flags: DIFlagArtificial)
!146 = !DILocation(line: 0, scope: !142)
!147 = !DILocalVariable(name: "n", arg: 2, scope: !142, type: !80, flags: DIFlagArtificial)
!148 = !DILocalVariable(name: "y", arg: 3, scope: !142, type: !20, flags: DIFlagArtificial)
!149 = !DILocalVariable(name: "a", arg: 4, scope: !142, type: !80, flags: DIFlagArtificial)
!150 = !DILocalVariable(name: "x", arg: 5, scope: !142, type: !22, flags: DIFlagArtificial)
!151 = !DILocation(line: 2, column: 1, scope: !142)
