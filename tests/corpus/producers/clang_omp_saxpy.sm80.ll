; PRODUCER: clang 19.1.7, OpenMP offload (target teams distribute parallel for)
; COMMAND: clang-19 -O2 -fopenmp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_80 --offload-device-only -nogpulib -S -emit-llvm omp_saxpy.c
; SM: 80
; ModuleID = 'omp_saxpy.c'
source_filename = "omp_saxpy.c"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ident_t = type { i32, i32, i32, i32, ptr }
%struct.DynamicEnvironmentTy = type { i16 }
%struct.KernelEnvironmentTy = type { %struct.ConfigurationEnvironmentTy, ptr, ptr }
%struct.ConfigurationEnvironmentTy = type { i8, i8, i8, i32, i32, i32, i32, i32, i32 }

@0 = private unnamed_addr constant [23 x i8] c";unknown;unknown;0;0;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 22, ptr @0 }, align 8
@__omp_offloading_fe00_51c016_saxpy_l2_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_51c016_saxpy_l2_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2, i32 1, i32 128, i32 0, i32 0, i32 0, i32 0 }, ptr @1, ptr @__omp_offloading_fe00_51c016_saxpy_l2_dynamic_environment }
@2 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2050, i32 0, i32 22, ptr @0 }, align 8
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 22, ptr @0 }, align 8

; Function Attrs: alwaysinline norecurse nounwind
define weak_odr protected void @__omp_offloading_fe00_51c016_saxpy_l2(ptr noalias noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef %4) local_unnamed_addr #0 {
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca [6 x ptr], align 8
  %11 = tail call i32 @__kmpc_target_init(ptr nonnull @__omp_offloading_fe00_51c016_saxpy_l2_kernel_environment, ptr %0) #2
  %12 = icmp eq i32 %11, -1
  br i1 %12, label %14, label %13

13:                                               ; preds = %5, %49
  ret void

14:                                               ; preds = %5
  %15 = tail call i32 @__kmpc_global_thread_num(ptr nonnull @1) #2
  %16 = and i64 %3, 4294967295
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %10)
  %17 = trunc i64 %1 to i32
  %18 = add nsw i32 %17, -1
  %19 = icmp sgt i32 %17, 0
  br i1 %19, label %20, label %49

20:                                               ; preds = %14
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6) #7, !noalias !9
  store i32 0, ptr %6, align 4, !tbaa !12, !noalias !9
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7) #7, !noalias !9
  store i32 %18, ptr %7, align 4, !tbaa !12, !noalias !9
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8) #7, !noalias !9
  store i32 1, ptr %8, align 4, !tbaa !12, !noalias !9
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9) #7, !noalias !9
  store i32 0, ptr %9, align 4, !tbaa !12, !noalias !9
  call void @__kmpc_distribute_static_init_4(ptr nonnull @2, i32 %15, i32 91, ptr nonnull %9, ptr nonnull %6, ptr nonnull %7, ptr nonnull %8, i32 1, i32 128) #2, !noalias !9
  %21 = load i32, ptr %7, align 4, !noalias !9
  %22 = call i32 @llvm.smin.i32(i32 %21, i32 %18)
  store i32 %22, ptr %7, align 4, !tbaa !12, !noalias !9
  %23 = load i32, ptr %6, align 4, !noalias !9
  %24 = icmp slt i32 %23, %17
  br i1 %24, label %25, label %48

25:                                               ; preds = %20
  %26 = and i64 %1, 2147483647
  %27 = getelementptr inbounds i8, ptr %10, i64 8
  %28 = getelementptr inbounds i8, ptr %10, i64 16
  %29 = inttoptr i64 %26 to ptr
  %30 = getelementptr inbounds i8, ptr %10, i64 24
  %31 = getelementptr inbounds i8, ptr %10, i64 32
  %32 = inttoptr i64 %16 to ptr
  %33 = getelementptr inbounds i8, ptr %10, i64 40
  br label %34

34:                                               ; preds = %25, %34
  %35 = phi i32 [ %23, %25 ], [ %43, %34 ]
  %36 = phi i32 [ %22, %25 ], [ %46, %34 ]
  %37 = zext i32 %35 to i64
  %38 = zext i32 %36 to i64
  %39 = inttoptr i64 %37 to ptr
  store ptr %39, ptr %10, align 8, !tbaa !16, !noalias !9
  %40 = inttoptr i64 %38 to ptr
  store ptr %40, ptr %27, align 8, !tbaa !16, !noalias !9
  store ptr %29, ptr %28, align 8, !tbaa !16, !noalias !9
  store ptr %2, ptr %30, align 8, !tbaa !16, !noalias !9
  store ptr %32, ptr %31, align 8, !tbaa !16, !noalias !9
  store ptr %4, ptr %33, align 8, !tbaa !16, !noalias !9
  call void @__kmpc_parallel_51(ptr nonnull @1, i32 %15, i32 1, i32 -1, i32 -1, ptr nonnull @__omp_offloading_fe00_51c016_saxpy_l2_omp_outlined_omp_outlined, ptr null, ptr nonnull %10, i64 6) #2, !noalias !9
  %41 = load i32, ptr %8, align 4, !tbaa !12, !noalias !9
  %42 = load i32, ptr %6, align 4, !tbaa !12, !noalias !9
  %43 = add nsw i32 %42, %41
  store i32 %43, ptr %6, align 4, !tbaa !12, !noalias !9
  %44 = load i32, ptr %7, align 4, !tbaa !12, !noalias !9
  %45 = add nsw i32 %44, %41
  %46 = call i32 @llvm.smin.i32(i32 %45, i32 %18)
  store i32 %46, ptr %7, align 4, !tbaa !12, !noalias !9
  %47 = icmp slt i32 %43, %17
  br i1 %47, label %34, label %48

48:                                               ; preds = %34, %20
  call void @__kmpc_distribute_static_fini(ptr nonnull @2, i32 %15) #2, !noalias !9
  br label %49

49:                                               ; preds = %14, %48
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9) #2, !noalias !9
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8) #2, !noalias !9
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #2, !noalias !9
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #2, !noalias !9
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %10)
  call void @__kmpc_target_deinit() #2
  br label %13
}

declare i32 @__kmpc_target_init(ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare void @__kmpc_distribute_static_init_4(ptr, i32, i32, ptr, ptr, ptr, ptr, i32, i32) local_unnamed_addr #2

; Function Attrs: alwaysinline norecurse nounwind
define internal void @__omp_offloading_fe00_51c016_saxpy_l2_omp_outlined_omp_outlined(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture readnone %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr nocapture noundef %5, i64 noundef %6, ptr nocapture noundef readonly %7) #3 {
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = trunc i64 %4 to i32
  %14 = trunc i64 %6 to i32
  %15 = bitcast i32 %14 to float
  %16 = icmp sgt i32 %13, 0
  br i1 %16, label %17, label %38

17:                                               ; preds = %8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9) #2
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %10) #2
  %18 = trunc i64 %2 to i32
  %19 = trunc i64 %3 to i32
  store i32 %18, ptr %9, align 4, !tbaa !12
  store i32 %19, ptr %10, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %11) #2
  store i32 1, ptr %11, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %12) #2
  store i32 0, ptr %12, align 4, !tbaa !12
  %20 = load i32, ptr %0, align 4, !tbaa !12
  call void @__kmpc_for_static_init_4(ptr nonnull @3, i32 %20, i32 33, ptr nonnull %12, ptr nonnull %9, ptr nonnull %10, ptr nonnull %11, i32 1, i32 1) #2
  %21 = load i32, ptr %9, align 4, !tbaa !12
  %22 = sext i32 %21 to i64
  %23 = icmp ugt i64 %22, %3
  br i1 %23, label %37, label %24

24:                                               ; preds = %17
  %25 = load i32, ptr %11, align 4, !tbaa !12
  br label %26

26:                                               ; preds = %24, %26
  %27 = phi i64 [ %22, %24 ], [ %35, %26 ]
  %28 = trunc nsw i64 %27 to i32
  %29 = getelementptr inbounds float, ptr %7, i64 %27
  %30 = load float, ptr %29, align 4, !tbaa !18
  %31 = getelementptr inbounds float, ptr %5, i64 %27
  %32 = load float, ptr %31, align 4, !tbaa !18
  %33 = call float @llvm.fmuladd.f32(float %15, float %30, float %32)
  store float %33, ptr %31, align 4, !tbaa !18
  %34 = add nsw i32 %25, %28
  %35 = sext i32 %34 to i64
  %36 = icmp ugt i64 %35, %3
  br i1 %36, label %37, label %26

37:                                               ; preds = %26, %17
  call void @__kmpc_for_static_fini(ptr nonnull @3, i32 %20) #2
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %12) #2
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %11) #2
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %10) #2
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9) #2
  br label %38

38:                                               ; preds = %37, %8
  ret void
}

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_4(ptr, i32, i32, ptr, ptr, ptr, ptr, i32, i32) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #4

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(ptr, i32) local_unnamed_addr #2

; Function Attrs: alwaysinline
declare void @__kmpc_parallel_51(ptr, i32, i32, i32, i32, ptr, ptr, ptr, i64) local_unnamed_addr #5

; Function Attrs: nounwind
declare void @__kmpc_distribute_static_fini(ptr, i32) local_unnamed_addr #2

; Function Attrs: nounwind
declare i32 @__kmpc_global_thread_num(ptr) local_unnamed_addr #2

declare void @__kmpc_target_deinit() local_unnamed_addr

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #6

attributes #0 = { alwaysinline norecurse nounwind "frame-pointer"="all" "kernel" "no-trapping-math"="true" "omp_target_thread_limit"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind }
attributes #3 = { alwaysinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { alwaysinline }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind memory(readwrite) }

!nvvm.annotations = !{!0, !1}
!omp_offload.info = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = !{ptr @__omp_offloading_fe00_51c016_saxpy_l2, !"maxntidx", i32 128}
!1 = !{ptr @__omp_offloading_fe00_51c016_saxpy_l2, !"kernel", i32 1}
!2 = !{i32 0, i32 65024, i32 5357590, !"saxpy", i32 2, i32 0, i32 0}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 7, !"openmp", i32 51}
!5 = !{i32 7, !"openmp-device", i32 51}
!6 = !{i32 8, !"PIC Level", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = !{!10}
!10 = distinct !{!10, !11, !"__omp_offloading_fe00_51c016_saxpy_l2_omp_outlined: argument 0"}
!11 = distinct !{!11, !"__omp_offloading_fe00_51c016_saxpy_l2_omp_outlined"}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !14, i64 0}
!14 = !{!"omnipotent char", !15, i64 0}
!15 = !{!"Simple C/C++ TBAA"}
!16 = !{!17, !17, i64 0}
!17 = !{!"any pointer", !14, i64 0}
!18 = !{!19, !19, i64 0}
!19 = !{!"float", !14, i64 0}
