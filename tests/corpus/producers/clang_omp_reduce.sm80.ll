; PRODUCER: clang 19.1.7, OpenMP offload (teams reduction with + and max, collapse(2) with sqrtf)
; COMMAND: clang-19 -O2 -fopenmp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_80 --offload-device-only -nogpulib -S -emit-llvm omp_reduce.c
; SM: 80
; ModuleID = 'omp_reduce.c'
source_filename = "omp_reduce.c"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ident_t = type { i32, i32, i32, i32, ptr }
%struct.DynamicEnvironmentTy = type { i16 }
%struct.KernelEnvironmentTy = type { %struct.ConfigurationEnvironmentTy, ptr, ptr }
%struct.ConfigurationEnvironmentTy = type { i8, i8, i8, i32, i32, i32, i32, i32, i32 }
%struct._globalized_locals_ty = type { double, double }

@0 = private unnamed_addr constant [23 x i8] c";unknown;unknown;0;0;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 22, ptr @0 }, align 8
@__omp_offloading_fe00_a907cd_dot_max_l7_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_a907cd_dot_max_l7_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2, i32 1, i32 128, i32 0, i32 0, i32 16, i32 1024 }, ptr @1, ptr @__omp_offloading_fe00_a907cd_dot_max_l7_dynamic_environment }
@2 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2050, i32 0, i32 22, ptr @0 }, align 8
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 22, ptr @0 }, align 8
@__openmp_nvptx_data_transfer_temporary_storage = weak addrspace(3) global [32 x i32] undef
@4 = private unnamed_addr constant %struct.ident_t { i32 0, i32 66, i32 0, i32 22, ptr @0 }, align 8
@__omp_offloading_fe00_a907cd_grid_l18_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_a907cd_grid_l18_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2, i32 1, i32 128, i32 0, i32 0, i32 0, i32 0 }, ptr @1, ptr @__omp_offloading_fe00_a907cd_grid_l18_dynamic_environment }

; Function Attrs: alwaysinline norecurse nounwind
define weak_odr protected void @__omp_offloading_fe00_a907cd_dot_max_l7(ptr noalias noundef %0, i64 noundef %1, ptr noundef nonnull align 8 dereferenceable(8) %2, ptr noundef %3, ptr noundef %4, ptr noundef nonnull align 8 dereferenceable(8) %5) local_unnamed_addr #0 {
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca [7 x ptr], align 8
  %14 = alloca [2 x ptr], align 8
  %15 = tail call i32 @__kmpc_target_init(ptr nonnull @__omp_offloading_fe00_a907cd_dot_max_l7_kernel_environment, ptr %0) #2
  %16 = icmp eq i32 %15, -1
  br i1 %16, label %18, label %17

17:                                               ; preds = %6, %65
  ret void

18:                                               ; preds = %6
  %19 = tail call i32 @__kmpc_global_thread_num(ptr nonnull @1) #2
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %13)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %14)
  %20 = trunc i64 %1 to i32
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #13, !noalias !12
  store double 0.000000e+00, ptr %7, align 8, !tbaa !15, !noalias !12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #13, !noalias !12
  store double 0xFFEFFFFFFFFFFFFF, ptr %8, align 8, !tbaa !15, !noalias !12
  %21 = add nsw i32 %20, -1
  %22 = icmp sgt i32 %20, 0
  br i1 %22, label %23, label %52

23:                                               ; preds = %18
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9) #13, !noalias !12
  store i32 0, ptr %9, align 4, !tbaa !19, !noalias !12
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %10) #13, !noalias !12
  store i32 %21, ptr %10, align 4, !tbaa !19, !noalias !12
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %11) #13, !noalias !12
  store i32 1, ptr %11, align 4, !tbaa !19, !noalias !12
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %12) #13, !noalias !12
  store i32 0, ptr %12, align 4, !tbaa !19, !noalias !12
  call void @__kmpc_distribute_static_init_4(ptr nonnull @2, i32 %19, i32 91, ptr nonnull %12, ptr nonnull %9, ptr nonnull %10, ptr nonnull %11, i32 1, i32 128) #2, !noalias !12
  %24 = load i32, ptr %10, align 4, !noalias !12
  %25 = call i32 @llvm.smin.i32(i32 %24, i32 %21)
  store i32 %25, ptr %10, align 4, !tbaa !19, !noalias !12
  %26 = load i32, ptr %9, align 4, !noalias !12
  %27 = icmp slt i32 %26, %20
  br i1 %27, label %28, label %51

28:                                               ; preds = %23
  %29 = and i64 %1, 2147483647
  %30 = getelementptr inbounds i8, ptr %13, i64 8
  %31 = getelementptr inbounds i8, ptr %13, i64 16
  %32 = inttoptr i64 %29 to ptr
  %33 = getelementptr inbounds i8, ptr %13, i64 24
  %34 = getelementptr inbounds i8, ptr %13, i64 32
  %35 = getelementptr inbounds i8, ptr %13, i64 40
  %36 = getelementptr inbounds i8, ptr %13, i64 48
  br label %37

37:                                               ; preds = %28, %37
  %38 = phi i32 [ %26, %28 ], [ %46, %37 ]
  %39 = phi i32 [ %25, %28 ], [ %49, %37 ]
  %40 = zext i32 %38 to i64
  %41 = zext i32 %39 to i64
  %42 = inttoptr i64 %40 to ptr
  store ptr %42, ptr %13, align 8, !tbaa !21, !noalias !12
  %43 = inttoptr i64 %41 to ptr
  store ptr %43, ptr %30, align 8, !tbaa !21, !noalias !12
  store ptr %32, ptr %31, align 8, !tbaa !21, !noalias !12
  store ptr %7, ptr %33, align 8, !tbaa !21, !noalias !12
  store ptr %3, ptr %34, align 8, !tbaa !21, !noalias !12
  store ptr %4, ptr %35, align 8, !tbaa !21, !noalias !12
  store ptr %8, ptr %36, align 8, !tbaa !21, !noalias !12
  call void @__kmpc_parallel_51(ptr nonnull @1, i32 %19, i32 1, i32 -1, i32 -1, ptr nonnull @__omp_offloading_fe00_a907cd_dot_max_l7_omp_outlined_omp_outlined, ptr null, ptr nonnull %13, i64 7) #2, !noalias !12
  %44 = load i32, ptr %11, align 4, !tbaa !19, !noalias !12
  %45 = load i32, ptr %9, align 4, !tbaa !19, !noalias !12
  %46 = add nsw i32 %45, %44
  store i32 %46, ptr %9, align 4, !tbaa !19, !noalias !12
  %47 = load i32, ptr %10, align 4, !tbaa !19, !noalias !12
  %48 = add nsw i32 %47, %44
  %49 = call i32 @llvm.smin.i32(i32 %48, i32 %21)
  store i32 %49, ptr %10, align 4, !tbaa !19, !noalias !12
  %50 = icmp slt i32 %46, %20
  br i1 %50, label %37, label %51

51:                                               ; preds = %37, %23
  call void @__kmpc_distribute_static_fini(ptr nonnull @2, i32 %19) #2, !noalias !12
  br label %52

52:                                               ; preds = %51, %18
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %12) #2, !noalias !12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %11) #2, !noalias !12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %10) #2, !noalias !12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9) #2, !noalias !12
  store ptr %7, ptr %14, align 8, !noalias !12
  %53 = getelementptr inbounds i8, ptr %14, i64 8
  store ptr %8, ptr %53, align 8, !noalias !12
  %54 = call ptr @__kmpc_reduction_get_fixed_buffer() #2, !noalias !12
  %55 = call i32 @__kmpc_nvptx_teams_reduce_nowait_v2(ptr nonnull @1, ptr %54, i32 1024, i64 16, ptr nonnull %14, ptr nonnull @_omp_reduction_shuffle_and_reduce_func1, ptr nonnull @_omp_reduction_inter_warp_copy_func2, ptr nonnull @_omp_reduction_list_to_global_copy_func, ptr nonnull @_omp_reduction_list_to_global_reduce_func, ptr nonnull @_omp_reduction_global_to_list_copy_func, ptr nonnull @_omp_reduction_global_to_list_reduce_func) #2, !noalias !12
  %56 = icmp eq i32 %55, 1
  br i1 %56, label %57, label %65

57:                                               ; preds = %52
  %58 = load double, ptr %2, align 8, !tbaa !15, !noalias !12
  %59 = load double, ptr %7, align 8, !tbaa !15, !noalias !12
  %60 = fadd double %58, %59
  store double %60, ptr %2, align 8, !tbaa !15, !noalias !12
  %61 = load double, ptr %5, align 8, !tbaa !15, !noalias !12
  %62 = load double, ptr %8, align 8, !tbaa !15, !noalias !12
  %63 = fcmp ogt double %61, %62
  %64 = select i1 %63, double %61, double %62
  store double %64, ptr %5, align 8, !tbaa !15, !noalias !12
  br label %65

65:                                               ; preds = %52, %57
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #2, !noalias !12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #2, !noalias !12
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %13)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14)
  call void @__kmpc_target_deinit() #2
  br label %17
}

declare i32 @__kmpc_target_init(ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare void @__kmpc_distribute_static_init_4(ptr, i32, i32, ptr, ptr, ptr, ptr, i32, i32) local_unnamed_addr #2

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @__omp_offloading_fe00_a907cd_dot_max_l7_omp_outlined_omp_outlined(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture readnone %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr nocapture noundef nonnull align 8 dereferenceable(8) %5, ptr nocapture noundef readonly %6, ptr nocapture noundef readonly %7, ptr nocapture noundef nonnull align 8 dereferenceable(8) %8) #3 {
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca [2 x ptr], align 8
  %17 = trunc i64 %4 to i32
  %18 = icmp sgt i32 %17, 0
  br i1 %18, label %19, label %54

19:                                               ; preds = %9
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %10) #2
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %11) #2
  %20 = trunc i64 %2 to i32
  %21 = trunc i64 %3 to i32
  store i32 %20, ptr %10, align 4, !tbaa !19
  store i32 %21, ptr %11, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %12) #2
  store i32 1, ptr %12, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %13) #2
  store i32 0, ptr %13, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14) #2
  store double 0.000000e+00, ptr %14, align 8, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15) #2
  store double 0xFFEFFFFFFFFFFFFF, ptr %15, align 8, !tbaa !15
  %22 = load i32, ptr %0, align 4, !tbaa !19
  call void @__kmpc_for_static_init_4(ptr nonnull @3, i32 %22, i32 33, ptr nonnull %13, ptr nonnull %10, ptr nonnull %11, ptr nonnull %12, i32 1, i32 1) #2
  %23 = load i32, ptr %10, align 4, !tbaa !19
  %24 = sext i32 %23 to i64
  %25 = icmp ugt i64 %24, %3
  br i1 %25, label %41, label %26

26:                                               ; preds = %19, %26
  %27 = phi double [ %36, %26 ], [ 0xFFEFFFFFFFFFFFFF, %19 ]
  %28 = phi double [ %35, %26 ], [ 0.000000e+00, %19 ]
  %29 = phi i64 [ %39, %26 ], [ %24, %19 ]
  %30 = phi i32 [ %38, %26 ], [ %23, %19 ]
  %31 = getelementptr inbounds double, ptr %6, i64 %29
  %32 = load double, ptr %31, align 8, !tbaa !15
  %33 = getelementptr inbounds double, ptr %7, i64 %29
  %34 = load double, ptr %33, align 8, !tbaa !15
  %35 = call double @llvm.fmuladd.f64(double %32, double %34, double %28)
  store double %35, ptr %14, align 8, !tbaa !15
  %36 = call double @__nv_fmax(double noundef %27, double noundef %32) #14
  store double %36, ptr %15, align 8, !tbaa !15
  %37 = load i32, ptr %12, align 4, !tbaa !19
  %38 = add nsw i32 %37, %30
  %39 = sext i32 %38 to i64
  %40 = icmp ugt i64 %39, %3
  br i1 %40, label %41, label %26

41:                                               ; preds = %26, %19
  call void @__kmpc_for_static_fini(ptr nonnull @3, i32 %22) #2
  store ptr %14, ptr %16, align 8
  %42 = getelementptr inbounds i8, ptr %16, i64 8
  store ptr %15, ptr %42, align 8
  %43 = call i32 @__kmpc_nvptx_parallel_reduce_nowait_v2(ptr nonnull @1, i64 16, ptr nonnull %16, ptr nonnull @_omp_reduction_shuffle_and_reduce_func, ptr nonnull @_omp_reduction_inter_warp_copy_func) #2
  %44 = icmp eq i32 %43, 1
  br i1 %44, label %45, label %53

45:                                               ; preds = %41
  %46 = load double, ptr %5, align 8, !tbaa !15
  %47 = load double, ptr %14, align 8, !tbaa !15
  %48 = fadd double %46, %47
  store double %48, ptr %5, align 8, !tbaa !15
  %49 = load double, ptr %8, align 8, !tbaa !15
  %50 = load double, ptr %15, align 8, !tbaa !15
  %51 = fcmp ogt double %49, %50
  %52 = select i1 %51, double %49, double %50
  store double %52, ptr %8, align 8, !tbaa !15
  br label %53

53:                                               ; preds = %45, %41
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15) #2
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14) #2
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %13) #2
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %12) #2
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %11) #2
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %10) #2
  br label %54

54:                                               ; preds = %53, %9
  ret void
}

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_4(ptr, i32, i32, ptr, ptr, ptr, ptr, i32, i32) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(ptr, i32) local_unnamed_addr #2

; Function Attrs: alwaysinline norecurse nounwind
define internal void @_omp_reduction_shuffle_and_reduce_func(ptr nocapture noundef readonly %0, i16 noundef signext %1, i16 noundef signext %2, i16 noundef signext %3) #5 {
  %5 = load ptr, ptr %0, align 8
  %6 = load i64, ptr %5, align 8
  %7 = tail call i32 @__kmpc_get_warp_size() #2
  %8 = trunc i32 %7 to i16
  %9 = tail call i64 @__kmpc_shuffle_int64(i64 %6, i16 %2, i16 %8) #2
  %10 = getelementptr inbounds i8, ptr %0, i64 8
  %11 = load ptr, ptr %10, align 8
  %12 = load i64, ptr %11, align 8
  %13 = tail call i32 @__kmpc_get_warp_size() #2
  %14 = trunc i32 %13 to i16
  %15 = tail call i64 @__kmpc_shuffle_int64(i64 %12, i16 %2, i16 %14) #2
  %16 = icmp eq i16 %3, 0
  %17 = icmp eq i16 %3, 1
  %18 = icmp ult i16 %1, %2
  %19 = and i1 %18, %17
  %20 = icmp eq i16 %3, 2
  %21 = and i16 %1, 1
  %22 = icmp eq i16 %21, 0
  %23 = and i1 %22, %20
  %24 = icmp sgt i16 %2, 0
  %25 = and i1 %24, %23
  %26 = or i1 %16, %19
  %27 = or i1 %26, %25
  br i1 %27, label %28, label %38

28:                                               ; preds = %4
  %29 = bitcast i64 %15 to double
  %30 = bitcast i64 %9 to double
  %31 = load ptr, ptr %0, align 8
  %32 = load ptr, ptr %10, align 8
  %33 = load double, ptr %31, align 8, !tbaa !15
  %34 = fadd double %33, %30
  store double %34, ptr %31, align 8, !tbaa !15
  %35 = load double, ptr %32, align 8, !tbaa !15
  %36 = fcmp ogt double %35, %29
  %37 = select i1 %36, double %35, double %29
  store double %37, ptr %32, align 8, !tbaa !15
  br label %38

38:                                               ; preds = %4, %28
  %39 = icmp uge i16 %1, %2
  %40 = and i1 %39, %17
  br i1 %40, label %41, label %44

41:                                               ; preds = %38
  %42 = load ptr, ptr %0, align 8
  store i64 %9, ptr %42, align 8
  %43 = load ptr, ptr %10, align 8
  store i64 %15, ptr %43, align 8
  br label %44

44:                                               ; preds = %38, %41
  ret void
}

; Function Attrs: nounwind
declare i32 @__kmpc_get_warp_size() local_unnamed_addr #2

declare i64 @__kmpc_shuffle_int64(i64, i16, i16) local_unnamed_addr

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @_omp_reduction_inter_warp_copy_func(ptr nocapture noundef readonly %0, i32 noundef %1) #3 {
  %3 = tail call i32 @__kmpc_get_hardware_thread_id_in_block() #2
  %4 = tail call i32 @__kmpc_get_hardware_thread_id_in_block() #2
  %5 = and i32 %4, 31
  %6 = tail call i32 @__kmpc_get_hardware_thread_id_in_block() #2
  %7 = ashr i32 %6, 5
  %8 = tail call i32 @__kmpc_global_thread_num(ptr nonnull @1) #2
  %9 = icmp eq i32 %5, 0
  %10 = sext i32 %7 to i64
  %11 = getelementptr inbounds [32 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i64 %10
  %12 = icmp ult i32 %3, %1
  %13 = sext i32 %3 to i64
  %14 = getelementptr inbounds [32 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i64 %13
  tail call void @__kmpc_barrier(ptr nonnull @4, i32 %8) #2
  br i1 %9, label %15, label %18

15:                                               ; preds = %2
  %16 = load ptr, ptr %0, align 8
  %17 = load i32, ptr %16, align 4
  store volatile i32 %17, ptr addrspace(3) %11, align 4
  br label %18

18:                                               ; preds = %2, %15
  tail call void @__kmpc_barrier(ptr nonnull @4, i32 %8) #2
  br i1 %12, label %19, label %22

19:                                               ; preds = %18
  %20 = load ptr, ptr %0, align 8
  %21 = load volatile i32, ptr addrspace(3) %14, align 4
  store i32 %21, ptr %20, align 4
  br label %22

22:                                               ; preds = %18, %19
  %23 = tail call i32 @__kmpc_global_thread_num(ptr nonnull @1) #2
  tail call void @__kmpc_barrier(ptr nonnull @4, i32 %23) #2
  br i1 %9, label %24, label %28

24:                                               ; preds = %22
  %25 = load ptr, ptr %0, align 8
  %26 = getelementptr i8, ptr %25, i64 4
  %27 = load i32, ptr %26, align 4
  store volatile i32 %27, ptr addrspace(3) %11, align 4
  br label %28

28:                                               ; preds = %24, %22
  tail call void @__kmpc_barrier(ptr nonnull @4, i32 %23) #2
  br i1 %12, label %29, label %33

29:                                               ; preds = %28
  %30 = load ptr, ptr %0, align 8
  %31 = getelementptr i8, ptr %30, i64 4
  %32 = load volatile i32, ptr addrspace(3) %14, align 4
  store i32 %32, ptr %31, align 4
  br label %33

33:                                               ; preds = %29, %28
  %34 = tail call i32 @__kmpc_global_thread_num(ptr nonnull @1) #2
  %35 = getelementptr inbounds i8, ptr %0, i64 8
  tail call void @__kmpc_barrier(ptr nonnull @4, i32 %34) #2
  br i1 %9, label %36, label %39

36:                                               ; preds = %33
  %37 = load ptr, ptr %35, align 8
  %38 = load i32, ptr %37, align 4
  store volatile i32 %38, ptr addrspace(3) %11, align 4
  br label %39

39:                                               ; preds = %33, %36
  tail call void @__kmpc_barrier(ptr nonnull @4, i32 %34) #2
  br i1 %12, label %40, label %43

40:                                               ; preds = %39
  %41 = load ptr, ptr %35, align 8
  %42 = load volatile i32, ptr addrspace(3) %14, align 4
  store i32 %42, ptr %41, align 4
  br label %43

43:                                               ; preds = %39, %40
  tail call void @__kmpc_barrier(ptr nonnull @4, i32 %34) #2
  br i1 %9, label %44, label %48

44:                                               ; preds = %43
  %45 = load ptr, ptr %35, align 8
  %46 = getelementptr i8, ptr %45, i64 4
  %47 = load i32, ptr %46, align 4
  store volatile i32 %47, ptr addrspace(3) %11, align 4
  br label %48

48:                                               ; preds = %44, %43
  tail call void @__kmpc_barrier(ptr nonnull @4, i32 %34) #2
  br i1 %12, label %49, label %53

49:                                               ; preds = %48
  %50 = load ptr, ptr %35, align 8
  %51 = getelementptr i8, ptr %50, i64 4
  %52 = load volatile i32, ptr addrspace(3) %14, align 4
  store i32 %52, ptr %51, align 4
  br label %53

53:                                               ; preds = %49, %48
  ret void
}

; Function Attrs: nounwind
declare i32 @__kmpc_get_hardware_thread_id_in_block() local_unnamed_addr #2

; Function Attrs: nounwind
declare i32 @__kmpc_global_thread_num(ptr) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare void @__kmpc_barrier(ptr, i32) local_unnamed_addr #6

declare i32 @__kmpc_nvptx_parallel_reduce_nowait_v2(ptr, i64, ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: alwaysinline
declare void @__kmpc_parallel_51(ptr, i32, i32, i32, i32, ptr, ptr, ptr, i64) local_unnamed_addr #7

; Function Attrs: nounwind
declare void @__kmpc_distribute_static_fini(ptr, i32) local_unnamed_addr #2

; Function Attrs: alwaysinline norecurse nounwind
define internal void @_omp_reduction_shuffle_and_reduce_func1(ptr nocapture noundef readonly %0, i16 noundef signext %1, i16 noundef signext %2, i16 noundef signext %3) #5 {
  %5 = load ptr, ptr %0, align 8
  %6 = load i64, ptr %5, align 8
  %7 = tail call i32 @__kmpc_get_warp_size() #2
  %8 = trunc i32 %7 to i16
  %9 = tail call i64 @__kmpc_shuffle_int64(i64 %6, i16 %2, i16 %8) #2
  %10 = getelementptr inbounds i8, ptr %0, i64 8
  %11 = load ptr, ptr %10, align 8
  %12 = load i64, ptr %11, align 8
  %13 = tail call i32 @__kmpc_get_warp_size() #2
  %14 = trunc i32 %13 to i16
  %15 = tail call i64 @__kmpc_shuffle_int64(i64 %12, i16 %2, i16 %14) #2
  %16 = icmp eq i16 %3, 0
  %17 = icmp eq i16 %3, 1
  %18 = icmp ult i16 %1, %2
  %19 = and i1 %18, %17
  %20 = icmp eq i16 %3, 2
  %21 = and i16 %1, 1
  %22 = icmp eq i16 %21, 0
  %23 = and i1 %22, %20
  %24 = icmp sgt i16 %2, 0
  %25 = and i1 %24, %23
  %26 = or i1 %16, %19
  %27 = or i1 %26, %25
  br i1 %27, label %28, label %38

28:                                               ; preds = %4
  %29 = bitcast i64 %15 to double
  %30 = bitcast i64 %9 to double
  %31 = load ptr, ptr %0, align 8
  %32 = load ptr, ptr %10, align 8
  %33 = load double, ptr %31, align 8, !tbaa !15
  %34 = fadd double %33, %30
  store double %34, ptr %31, align 8, !tbaa !15
  %35 = load double, ptr %32, align 8, !tbaa !15
  %36 = fcmp ogt double %35, %29
  %37 = select i1 %36, double %35, double %29
  store double %37, ptr %32, align 8, !tbaa !15
  br label %38

38:                                               ; preds = %4, %28
  %39 = icmp uge i16 %1, %2
  %40 = and i1 %39, %17
  br i1 %40, label %41, label %44

41:                                               ; preds = %38
  %42 = load ptr, ptr %0, align 8
  store i64 %9, ptr %42, align 8
  %43 = load ptr, ptr %10, align 8
  store i64 %15, ptr %43, align 8
  br label %44

44:                                               ; preds = %38, %41
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @_omp_reduction_inter_warp_copy_func2(ptr nocapture noundef readonly %0, i32 noundef %1) #3 {
  %3 = tail call i32 @__kmpc_get_hardware_thread_id_in_block() #2
  %4 = tail call i32 @__kmpc_get_hardware_thread_id_in_block() #2
  %5 = and i32 %4, 31
  %6 = tail call i32 @__kmpc_get_hardware_thread_id_in_block() #2
  %7 = ashr i32 %6, 5
  %8 = tail call i32 @__kmpc_global_thread_num(ptr nonnull @1) #2
  %9 = icmp eq i32 %5, 0
  %10 = sext i32 %7 to i64
  %11 = getelementptr inbounds [32 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i64 %10
  %12 = icmp ult i32 %3, %1
  %13 = sext i32 %3 to i64
  %14 = getelementptr inbounds [32 x i32], ptr addrspace(3) @__openmp_nvptx_data_transfer_temporary_storage, i64 0, i64 %13
  tail call void @__kmpc_barrier(ptr nonnull @4, i32 %8) #2
  br i1 %9, label %15, label %18

15:                                               ; preds = %2
  %16 = load ptr, ptr %0, align 8
  %17 = load i32, ptr %16, align 4
  store volatile i32 %17, ptr addrspace(3) %11, align 4
  br label %18

18:                                               ; preds = %2, %15
  tail call void @__kmpc_barrier(ptr nonnull @4, i32 %8) #2
  br i1 %12, label %19, label %22

19:                                               ; preds = %18
  %20 = load ptr, ptr %0, align 8
  %21 = load volatile i32, ptr addrspace(3) %14, align 4
  store i32 %21, ptr %20, align 4
  br label %22

22:                                               ; preds = %18, %19
  %23 = tail call i32 @__kmpc_global_thread_num(ptr nonnull @1) #2
  tail call void @__kmpc_barrier(ptr nonnull @4, i32 %23) #2
  br i1 %9, label %24, label %28

24:                                               ; preds = %22
  %25 = load ptr, ptr %0, align 8
  %26 = getelementptr i8, ptr %25, i64 4
  %27 = load i32, ptr %26, align 4
  store volatile i32 %27, ptr addrspace(3) %11, align 4
  br label %28

28:                                               ; preds = %24, %22
  tail call void @__kmpc_barrier(ptr nonnull @4, i32 %23) #2
  br i1 %12, label %29, label %33

29:                                               ; preds = %28
  %30 = load ptr, ptr %0, align 8
  %31 = getelementptr i8, ptr %30, i64 4
  %32 = load volatile i32, ptr addrspace(3) %14, align 4
  store i32 %32, ptr %31, align 4
  br label %33

33:                                               ; preds = %29, %28
  %34 = tail call i32 @__kmpc_global_thread_num(ptr nonnull @1) #2
  %35 = getelementptr inbounds i8, ptr %0, i64 8
  tail call void @__kmpc_barrier(ptr nonnull @4, i32 %34) #2
  br i1 %9, label %36, label %39

36:                                               ; preds = %33
  %37 = load ptr, ptr %35, align 8
  %38 = load i32, ptr %37, align 4
  store volatile i32 %38, ptr addrspace(3) %11, align 4
  br label %39

39:                                               ; preds = %33, %36
  tail call void @__kmpc_barrier(ptr nonnull @4, i32 %34) #2
  br i1 %12, label %40, label %43

40:                                               ; preds = %39
  %41 = load ptr, ptr %35, align 8
  %42 = load volatile i32, ptr addrspace(3) %14, align 4
  store i32 %42, ptr %41, align 4
  br label %43

43:                                               ; preds = %39, %40
  tail call void @__kmpc_barrier(ptr nonnull @4, i32 %34) #2
  br i1 %9, label %44, label %48

44:                                               ; preds = %43
  %45 = load ptr, ptr %35, align 8
  %46 = getelementptr i8, ptr %45, i64 4
  %47 = load i32, ptr %46, align 4
  store volatile i32 %47, ptr addrspace(3) %11, align 4
  br label %48

48:                                               ; preds = %44, %43
  tail call void @__kmpc_barrier(ptr nonnull @4, i32 %34) #2
  br i1 %12, label %49, label %53

49:                                               ; preds = %48
  %50 = load ptr, ptr %35, align 8
  %51 = getelementptr i8, ptr %50, i64 4
  %52 = load volatile i32, ptr addrspace(3) %14, align 4
  store i32 %52, ptr %51, align 4
  br label %53

53:                                               ; preds = %49, %48
  ret void
}

; Function Attrs: nounwind
declare ptr @__kmpc_reduction_get_fixed_buffer() local_unnamed_addr #2

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none)
define internal void @_omp_reduction_list_to_global_copy_func(ptr nocapture noundef writeonly %0, i32 noundef %1, ptr nocapture noundef readonly %2) #8 {
  %4 = load ptr, ptr %2, align 8
  %5 = sext i32 %1 to i64
  %6 = getelementptr inbounds %struct._globalized_locals_ty, ptr %0, i64 %5
  %7 = load double, ptr %4, align 8
  store double %7, ptr %6, align 8
  %8 = getelementptr inbounds i8, ptr %2, i64 8
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds i8, ptr %6, i64 8
  %11 = load double, ptr %9, align 8
  store double %11, ptr %10, align 8
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none)
define internal void @_omp_reduction_list_to_global_reduce_func(ptr nocapture noundef %0, i32 noundef %1, ptr nocapture noundef readonly %2) #8 {
  %4 = sext i32 %1 to i64
  %5 = getelementptr inbounds %struct._globalized_locals_ty, ptr %0, i64 %4
  %6 = getelementptr inbounds i8, ptr %5, i64 8
  %7 = load ptr, ptr %2, align 8
  %8 = getelementptr inbounds i8, ptr %2, i64 8
  %9 = load ptr, ptr %8, align 8
  %10 = load double, ptr %5, align 8, !tbaa !15
  %11 = load double, ptr %7, align 8, !tbaa !15
  %12 = fadd double %10, %11
  store double %12, ptr %5, align 8, !tbaa !15
  %13 = load double, ptr %6, align 8, !tbaa !15
  %14 = load double, ptr %9, align 8, !tbaa !15
  %15 = fcmp ogt double %13, %14
  %16 = select i1 %15, double %13, double %14
  store double %16, ptr %6, align 8, !tbaa !15
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none)
define internal void @_omp_reduction_global_to_list_copy_func(ptr nocapture noundef readonly %0, i32 noundef %1, ptr nocapture noundef readonly %2) #9 {
  %4 = load ptr, ptr %2, align 8
  %5 = sext i32 %1 to i64
  %6 = getelementptr inbounds %struct._globalized_locals_ty, ptr %0, i64 %5
  %7 = load double, ptr %6, align 8
  store double %7, ptr %4, align 8
  %8 = getelementptr inbounds i8, ptr %2, i64 8
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds i8, ptr %6, i64 8
  %11 = load double, ptr %10, align 8
  store double %11, ptr %9, align 8
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none)
define internal void @_omp_reduction_global_to_list_reduce_func(ptr nocapture noundef readonly %0, i32 noundef %1, ptr nocapture noundef readonly %2) #10 {
  %4 = sext i32 %1 to i64
  %5 = getelementptr inbounds %struct._globalized_locals_ty, ptr %0, i64 %4
  %6 = getelementptr inbounds i8, ptr %5, i64 8
  %7 = load ptr, ptr %2, align 8
  %8 = getelementptr inbounds i8, ptr %2, i64 8
  %9 = load ptr, ptr %8, align 8
  %10 = load double, ptr %7, align 8, !tbaa !15
  %11 = load double, ptr %5, align 8, !tbaa !15
  %12 = fadd double %10, %11
  store double %12, ptr %7, align 8, !tbaa !15
  %13 = load double, ptr %9, align 8, !tbaa !15
  %14 = load double, ptr %6, align 8, !tbaa !15
  %15 = fcmp ogt double %13, %14
  %16 = select i1 %15, double %13, double %14
  store double %16, ptr %9, align 8, !tbaa !15
  ret void
}

declare i32 @__kmpc_nvptx_teams_reduce_nowait_v2(ptr, ptr, i32, i64, ptr, ptr, ptr, ptr, ptr, ptr, ptr) local_unnamed_addr

declare void @__kmpc_target_deinit() local_unnamed_addr

; Function Attrs: alwaysinline norecurse nounwind
define weak_odr protected void @__omp_offloading_fe00_a907cd_grid_l18(ptr noalias noundef %0, i64 noundef %1, ptr noundef %2) local_unnamed_addr #0 {
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca [4 x ptr], align 8
  %9 = tail call i32 @__kmpc_target_init(ptr nonnull @__omp_offloading_fe00_a907cd_grid_l18_kernel_environment, ptr %0) #2
  %10 = icmp eq i32 %9, -1
  br i1 %10, label %12, label %11

11:                                               ; preds = %3, %44
  ret void

12:                                               ; preds = %3
  %13 = tail call i32 @__kmpc_global_thread_num(ptr nonnull @1) #2
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8)
  %14 = trunc i64 %1 to i32
  %15 = shl i64 %1, 32
  %16 = ashr exact i64 %15, 32
  %17 = mul nsw i64 %16, %16
  %18 = add nsw i64 %17, -1
  %19 = icmp sgt i32 %14, 0
  br i1 %19, label %20, label %44

20:                                               ; preds = %12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #13, !noalias !23
  store i64 0, ptr %4, align 8, !tbaa !26, !noalias !23
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #13, !noalias !23
  store i64 %18, ptr %5, align 8, !tbaa !26, !noalias !23
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #13, !noalias !23
  store i64 1, ptr %6, align 8, !tbaa !26, !noalias !23
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7) #13, !noalias !23
  store i32 0, ptr %7, align 4, !tbaa !19, !noalias !23
  call void @__kmpc_distribute_static_init_8(ptr nonnull @2, i32 %13, i32 91, ptr nonnull %7, ptr nonnull %4, ptr nonnull %5, ptr nonnull %6, i64 1, i64 128) #2, !noalias !23
  %21 = load i64, ptr %5, align 8, !noalias !23
  %22 = call i64 @llvm.smin.i64(i64 %21, i64 %18)
  store i64 %22, ptr %5, align 8, !tbaa !26, !noalias !23
  %23 = load i64, ptr %4, align 8, !noalias !23
  %24 = icmp slt i64 %23, %17
  br i1 %24, label %25, label %43

25:                                               ; preds = %20
  %26 = and i64 %1, 2147483647
  %27 = getelementptr inbounds i8, ptr %8, i64 8
  %28 = getelementptr inbounds i8, ptr %8, i64 16
  %29 = inttoptr i64 %26 to ptr
  %30 = getelementptr inbounds i8, ptr %8, i64 24
  br label %31

31:                                               ; preds = %25, %31
  %32 = phi i64 [ %23, %25 ], [ %38, %31 ]
  %33 = phi i64 [ %22, %25 ], [ %41, %31 ]
  %34 = inttoptr i64 %32 to ptr
  store ptr %34, ptr %8, align 8, !tbaa !21, !noalias !23
  %35 = inttoptr i64 %33 to ptr
  store ptr %35, ptr %27, align 8, !tbaa !21, !noalias !23
  store ptr %29, ptr %28, align 8, !tbaa !21, !noalias !23
  store ptr %2, ptr %30, align 8, !tbaa !21, !noalias !23
  call void @__kmpc_parallel_51(ptr nonnull @1, i32 %13, i32 1, i32 -1, i32 -1, ptr nonnull @__omp_offloading_fe00_a907cd_grid_l18_omp_outlined_omp_outlined, ptr null, ptr nonnull %8, i64 4) #2, !noalias !23
  %36 = load i64, ptr %6, align 8, !tbaa !26, !noalias !23
  %37 = load i64, ptr %4, align 8, !tbaa !26, !noalias !23
  %38 = add nsw i64 %37, %36
  store i64 %38, ptr %4, align 8, !tbaa !26, !noalias !23
  %39 = load i64, ptr %5, align 8, !tbaa !26, !noalias !23
  %40 = add nsw i64 %39, %36
  %41 = call i64 @llvm.smin.i64(i64 %40, i64 %18)
  store i64 %41, ptr %5, align 8, !tbaa !26, !noalias !23
  %42 = icmp slt i64 %38, %17
  br i1 %42, label %31, label %43

43:                                               ; preds = %31, %20
  call void @__kmpc_distribute_static_fini(ptr nonnull @2, i32 %13) #2, !noalias !23
  br label %44

44:                                               ; preds = %12, %43
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #2, !noalias !23
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #2, !noalias !23
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #2, !noalias !23
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #2, !noalias !23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8)
  call void @__kmpc_target_deinit() #2
  br label %11
}

; Function Attrs: nounwind
declare void @__kmpc_distribute_static_init_8(ptr, i32, i32, ptr, ptr, ptr, ptr, i64, i64) local_unnamed_addr #2

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @__omp_offloading_fe00_a907cd_grid_l18_omp_outlined_omp_outlined(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture readnone %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr nocapture noundef %5) #3 {
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  %11 = trunc i64 %4 to i32
  %12 = shl i64 %4, 32
  %13 = ashr exact i64 %12, 32
  %14 = icmp sgt i32 %11, 0
  br i1 %14, label %15, label %38

15:                                               ; preds = %6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #2
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #2
  store i64 %2, ptr %7, align 8, !tbaa !26
  store i64 %3, ptr %8, align 8, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9) #2
  store i64 1, ptr %9, align 8, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %10) #2
  store i32 0, ptr %10, align 4, !tbaa !19
  %16 = load i32, ptr %0, align 4, !tbaa !19
  call void @__kmpc_for_static_init_8(ptr nonnull @3, i32 %16, i32 33, ptr nonnull %10, ptr nonnull %7, ptr nonnull %8, ptr nonnull %9, i64 1, i64 1) #2
  %17 = load i64, ptr %7, align 8, !tbaa !26
  %18 = icmp ugt i64 %17, %3
  br i1 %18, label %37, label %19

19:                                               ; preds = %15, %19
  %20 = phi i64 [ %35, %19 ], [ %17, %15 ]
  %21 = sdiv i64 %20, %13
  %22 = trunc i64 %21 to i32
  %23 = mul i64 %21, %4
  %24 = sub i64 %23, %20
  %25 = trunc i64 %24 to i32
  %26 = shl i64 %20, 32
  %27 = ashr exact i64 %26, 30
  %28 = getelementptr inbounds i8, ptr %5, i64 %27
  %29 = load float, ptr %28, align 4, !tbaa !28
  %30 = call float @__nv_sqrtf(float noundef %29) #14
  %31 = add i32 %25, %22
  %32 = sitofp i32 %31 to float
  %33 = fadd float %30, %32
  store float %33, ptr %28, align 4, !tbaa !28
  %34 = load i64, ptr %9, align 8, !tbaa !26
  %35 = add nsw i64 %34, %20
  %36 = icmp ugt i64 %35, %3
  br i1 %36, label %37, label %19

37:                                               ; preds = %19, %15
  call void @__kmpc_for_static_fini(ptr nonnull @3, i32 %16) #2
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %10) #2
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9) #2
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #2
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #2
  br label %38

38:                                               ; preds = %37, %6
  ret void
}

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_8(ptr, i32, i32, ptr, ptr, ptr, ptr, i64, i64) local_unnamed_addr #2

; Function Attrs: convergent
declare double @__nv_fmax(double noundef, double noundef) local_unnamed_addr #11

; Function Attrs: convergent
declare float @__nv_sqrtf(float noundef) local_unnamed_addr #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #12

attributes #0 = { alwaysinline norecurse nounwind "frame-pointer"="all" "kernel" "no-trapping-math"="true" "omp_target_thread_limit"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind }
attributes #3 = { alwaysinline convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { alwaysinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #6 = { convergent nounwind }
attributes #7 = { alwaysinline }
attributes #8 = { alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #9 = { alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #10 = { alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #11 = { convergent "frame-pointer"="all" "llvm.assume"="ompx_spmd_amenable,omp_no_openmp" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #12 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { nounwind memory(readwrite) }
attributes #14 = { convergent nounwind "llvm.assume"="omp_no_openmp,ompx_spmd_amenable" }

!nvvm.annotations = !{!0, !1, !2, !3}
!omp_offload.info = !{!4, !5}
!llvm.module.flags = !{!6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = !{ptr @__omp_offloading_fe00_a907cd_dot_max_l7, !"maxntidx", i32 128}
!1 = !{ptr @__omp_offloading_fe00_a907cd_grid_l18, !"maxntidx", i32 128}
!2 = !{ptr @__omp_offloading_fe00_a907cd_dot_max_l7, !"kernel", i32 1}
!3 = !{ptr @__omp_offloading_fe00_a907cd_grid_l18, !"kernel", i32 1}
!4 = !{i32 0, i32 65024, i32 11077581, !"dot_max", i32 7, i32 0, i32 0}
!5 = !{i32 0, i32 65024, i32 11077581, !"grid", i32 18, i32 0, i32 1}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"openmp", i32 51}
!8 = !{i32 7, !"openmp-device", i32 51}
!9 = !{i32 8, !"PIC Level", i32 2}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!12 = !{!13}
!13 = distinct !{!13, !14, !"__omp_offloading_fe00_a907cd_dot_max_l7_omp_outlined: argument 0"}
!14 = distinct !{!14, !"__omp_offloading_fe00_a907cd_dot_max_l7_omp_outlined"}
!15 = !{!16, !16, i64 0}
!16 = !{!"double", !17, i64 0}
!17 = !{!"omnipotent char", !18, i64 0}
!18 = !{!"Simple C/C++ TBAA"}
!19 = !{!20, !20, i64 0}
!20 = !{!"int", !17, i64 0}
!21 = !{!22, !22, i64 0}
!22 = !{!"any pointer", !17, i64 0}
!23 = !{!24}
!24 = distinct !{!24, !25, !"__omp_offloading_fe00_a907cd_grid_l18_omp_outlined: argument 0"}
!25 = distinct !{!25, !"__omp_offloading_fe00_a907cd_grid_l18_omp_outlined"}
!26 = !{!27, !27, i64 0}
!27 = !{!"long", !17, i64 0}
!28 = !{!29, !29, i64 0}
!29 = !{!"float", !17, i64 0}
