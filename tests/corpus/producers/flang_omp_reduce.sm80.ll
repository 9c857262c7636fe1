; PRODUCER: flang-new 19.1.7, OpenMP offload (target parallel do with a + reduction over Fortran arrays; flang 19 has no reduction on teams yet)
; COMMAND: flang-new-19 -O2 -fopenmp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_80 --offload-device-only -nogpulib -S -emit-llvm omp_arr.f90
; SM: 80
; ModuleID = 'FIRModule'
source_filename = "FIRModule"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ident_t = type { i32, i32, i32, i32, ptr }
%struct.DynamicEnvironmentTy = type { i16 }
%struct.KernelEnvironmentTy = type { %struct.ConfigurationEnvironmentTy, ptr, ptr }
%struct.ConfigurationEnvironmentTy = type { i8, i8, i8, i32, i32, i32, i32, i32, i32 }

@0 = private unnamed_addr constant [23 x i8] c";unknown;unknown;0;0;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 22, ptr @0 }, align 8
@__omp_offloading_fe00_a904a2_scale_norm__l10_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_a904a2_scale_norm__l10_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 3, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0 }, ptr @1, ptr @__omp_offloading_fe00_a904a2_scale_norm__l10_dynamic_environment }
@.gomp_critical_user_.reduction.var = common global [8 x i32] zeroinitializer, align 8
@2 = private unnamed_addr constant %struct.ident_t { i32 0, i32 66, i32 0, i32 22, ptr @0 }, align 8

; Function Attrs: mustprogress
define weak_odr protected void @__omp_offloading_fe00_a904a2_scale_norm__l10(ptr %0, ptr %1, ptr %2, ptr %3, ptr %4, ptr %5, ptr %6, ptr %7) local_unnamed_addr #0 {
entry:
  %8 = alloca { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] }, align 8
  %9 = alloca { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] }, align 8
  %10 = alloca [1 x ptr], align 8
  %structArg9 = alloca { ptr, ptr, ptr, ptr }, align 8
  %11 = alloca ptr, align 8
  store ptr %5, ptr %11, align 8
  %12 = tail call i32 @__kmpc_target_init(ptr nonnull @__omp_offloading_fe00_a904a2_scale_norm__l10_kernel_environment, ptr %0)
  %exec_user_code = icmp eq i32 %12, -1
  br i1 %exec_user_code, label %user_code.entry, label %common.ret

user_code.entry:                                  ; preds = %entry
  %13 = ptrtoint ptr %7 to i64
  %14 = ptrtoint ptr %6 to i64
  %sext = shl i64 %13, 32
  %15 = ashr exact i64 %sext, 32
  %sext38 = shl i64 %14, 32
  %16 = ashr exact i64 %sext38, 32
  %17 = tail call i64 @llvm.smax.i64(i64 %16, i64 0)
  %18 = getelementptr i8, ptr %2, i64 40
  %19 = load i64, ptr %18, align 8, !tbaa !6
  %20 = load ptr, ptr %2, align 8, !tbaa !6
  store ptr %20, ptr %9, align 8, !tbaa !6
  %.fca.1.gep = getelementptr inbounds i8, ptr %9, i64 8
  store i64 4, ptr %.fca.1.gep, align 8, !tbaa !6
  %.fca.2.gep = getelementptr inbounds i8, ptr %9, i64 16
  store i32 20180515, ptr %.fca.2.gep, align 8, !tbaa !6
  %.fca.3.gep = getelementptr inbounds i8, ptr %9, i64 20
  store i8 1, ptr %.fca.3.gep, align 4, !tbaa !6
  %.fca.4.gep = getelementptr inbounds i8, ptr %9, i64 21
  store i8 27, ptr %.fca.4.gep, align 1, !tbaa !6
  %.fca.5.gep = getelementptr inbounds i8, ptr %9, i64 22
  store i8 0, ptr %.fca.5.gep, align 2, !tbaa !6
  %.fca.6.gep = getelementptr inbounds i8, ptr %9, i64 23
  store i8 0, ptr %.fca.6.gep, align 1, !tbaa !6
  %.fca.7.0.0.gep = getelementptr inbounds i8, ptr %9, i64 24
  store i64 1, ptr %.fca.7.0.0.gep, align 8, !tbaa !6
  %.fca.7.0.1.gep = getelementptr inbounds i8, ptr %9, i64 32
  store i64 %17, ptr %.fca.7.0.1.gep, align 8, !tbaa !6
  %.fca.7.0.2.gep = getelementptr inbounds i8, ptr %9, i64 40
  store i64 %19, ptr %.fca.7.0.2.gep, align 8, !tbaa !6
  %21 = tail call i64 @llvm.smax.i64(i64 %15, i64 0)
  %22 = getelementptr i8, ptr %3, i64 40
  %23 = load i64, ptr %22, align 8, !tbaa !6
  %24 = load ptr, ptr %3, align 8, !tbaa !6
  store ptr %24, ptr %8, align 8, !tbaa !6
  %.fca.1.gep21 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 4, ptr %.fca.1.gep21, align 8, !tbaa !6
  %.fca.2.gep23 = getelementptr inbounds i8, ptr %8, i64 16
  store i32 20180515, ptr %.fca.2.gep23, align 8, !tbaa !6
  %.fca.3.gep25 = getelementptr inbounds i8, ptr %8, i64 20
  store i8 1, ptr %.fca.3.gep25, align 4, !tbaa !6
  %.fca.4.gep27 = getelementptr inbounds i8, ptr %8, i64 21
  store i8 27, ptr %.fca.4.gep27, align 1, !tbaa !6
  %.fca.5.gep29 = getelementptr inbounds i8, ptr %8, i64 22
  store i8 0, ptr %.fca.5.gep29, align 2, !tbaa !6
  %.fca.6.gep31 = getelementptr inbounds i8, ptr %8, i64 23
  store i8 0, ptr %.fca.6.gep31, align 1, !tbaa !6
  %.fca.7.0.0.gep33 = getelementptr inbounds i8, ptr %8, i64 24
  store i64 1, ptr %.fca.7.0.0.gep33, align 8, !tbaa !6
  %.fca.7.0.1.gep35 = getelementptr inbounds i8, ptr %8, i64 32
  store i64 %21, ptr %.fca.7.0.1.gep35, align 8, !tbaa !6
  %.fca.7.0.2.gep37 = getelementptr inbounds i8, ptr %8, i64 40
  store i64 %23, ptr %.fca.7.0.2.gep37, align 8, !tbaa !6
  %omp_global_thread_num = tail call i32 @__kmpc_global_thread_num(ptr nonnull @1) #3
  store ptr %11, ptr %structArg9, align 8
  %gep_11 = getelementptr inbounds i8, ptr %structArg9, i64 8
  store ptr %9, ptr %gep_11, align 8
  %gep_12 = getelementptr inbounds i8, ptr %structArg9, i64 16
  store ptr %8, ptr %gep_12, align 8
  %gep_13 = getelementptr inbounds i8, ptr %structArg9, i64 24
  store ptr %1, ptr %gep_13, align 8
  store ptr %structArg9, ptr %10, align 8
  call void @__kmpc_parallel_51(ptr nonnull @1, i32 %omp_global_thread_num, i32 1, i32 -1, i32 -1, ptr nonnull @__omp_offloading_fe00_a904a2_scale_norm__l10..omp_par1, ptr null, ptr nonnull %10, i64 1)
  call void @__kmpc_target_deinit()
  br label %common.ret

common.ret:                                       ; preds = %entry, %user_code.entry
  ret void
}

; Function Attrs: nounwind
define internal void @__omp_offloading_fe00_a904a2_scale_norm__l10..omp_par1(ptr noalias nocapture readnone %tid.addr, ptr noalias nocapture readnone %zero.addr, ptr nocapture readonly %0) #1 {
omp.par.entry:
  %loadgep_ = load ptr, ptr %0, align 8
  %gep_1 = getelementptr i8, ptr %0, i64 8
  %loadgep_2 = load ptr, ptr %gep_1, align 8
  %gep_3 = getelementptr i8, ptr %0, i64 16
  %loadgep_4 = load ptr, ptr %gep_3, align 8
  %gep_5 = getelementptr i8, ptr %0, i64 24
  %loadgep_6 = load ptr, ptr %gep_5, align 8
  %structArg = alloca { ptr, ptr, ptr, ptr }, align 8
  %1 = alloca float, align 4
  %red.array = alloca [1 x ptr], align 8
  %2 = alloca i32, align 4
  %3 = load i32, ptr %loadgep_, align 4, !tbaa !10
  store float 0.000000e+00, ptr %1, align 4
  %omp_loop.tripcount = tail call i32 @llvm.smax.i32(i32 %3, i32 0)
  store ptr %2, ptr %structArg, align 8
  %gep_6 = getelementptr inbounds i8, ptr %structArg, i64 8
  store ptr %loadgep_2, ptr %gep_6, align 8
  %gep_78 = getelementptr inbounds i8, ptr %structArg, i64 16
  store ptr %loadgep_4, ptr %gep_78, align 8
  %gep_8 = getelementptr inbounds i8, ptr %structArg, i64 24
  store ptr %1, ptr %gep_8, align 8
  %4 = call i32 @omp_get_num_threads() #3
  call void @__kmpc_for_static_loop_4u(ptr nonnull @1, ptr nonnull @__omp_offloading_fe00_a904a2_scale_norm__l10..omp_par, ptr nonnull %structArg, i32 %omp_loop.tripcount, i32 %4, i32 0) #3
  store ptr %1, ptr %red.array, align 8
  %omp_global_thread_num5 = call i32 @__kmpc_global_thread_num(ptr nonnull @1) #3
  %reduce = call i32 @__kmpc_reduce(ptr nonnull @1, i32 %omp_global_thread_num5, i32 1, i64 8, ptr nonnull %red.array, ptr nonnull @.omp.reduction.func, ptr nonnull @.gomp_critical_user_.reduction.var) #3
  %cond = icmp eq i32 %reduce, 1
  br i1 %cond, label %reduce.switch.nonatomic, label %reduce.finalize

reduce.switch.nonatomic:                          ; preds = %omp.par.entry
  %red.value.0 = load float, ptr %loadgep_6, align 4
  %red.private.value.0 = load float, ptr %1, align 4
  %5 = fadd contract float %red.value.0, %red.private.value.0
  store float %5, ptr %loadgep_6, align 4
  call void @__kmpc_end_reduce(ptr nonnull @1, i32 %omp_global_thread_num5, ptr nonnull @.gomp_critical_user_.reduction.var) #3
  br label %reduce.finalize

reduce.finalize:                                  ; preds = %omp.par.entry, %reduce.switch.nonatomic
  call void @__kmpc_barrier(ptr nonnull @2, i32 %omp_global_thread_num5) #3
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none)
define internal void @__omp_offloading_fe00_a904a2_scale_norm__l10..omp_par(i32 %0, ptr nocapture readonly %1) #2 {
omp_loop.body:
  %loadgep_ = load ptr, ptr %1, align 8
  %gep_1 = getelementptr i8, ptr %1, i64 8
  %loadgep_2 = load ptr, ptr %gep_1, align 8
  %gep_3 = getelementptr i8, ptr %1, i64 16
  %loadgep_4 = load ptr, ptr %gep_3, align 8
  %gep_5 = getelementptr i8, ptr %1, i64 24
  %loadgep_6 = load ptr, ptr %gep_5, align 8
  %2 = add i32 %0, 1
  store i32 %2, ptr %loadgep_, align 4, !tbaa !10
  %3 = sext i32 %2 to i64
  %4 = add nsw i64 %3, -1
  %5 = getelementptr i8, ptr %loadgep_2, i64 40
  %6 = load i64, ptr %5, align 8, !tbaa !6
  %7 = mul nsw i64 %6, %4
  %8 = load ptr, ptr %loadgep_2, align 8, !tbaa !6
  %9 = getelementptr i8, ptr %8, i64 %7
  %10 = load float, ptr %9, align 4, !tbaa !10
  %11 = getelementptr i8, ptr %loadgep_4, i64 40
  %12 = load i64, ptr %11, align 8, !tbaa !6
  %13 = mul nsw i64 %12, %4
  %14 = load ptr, ptr %loadgep_4, align 8, !tbaa !6
  %15 = getelementptr i8, ptr %14, i64 %13
  %16 = load float, ptr %15, align 4, !tbaa !10
  %17 = fmul contract float %10, %16
  %18 = fadd contract float %17, 1.000000e+00
  store float %18, ptr %9, align 4, !tbaa !10
  %19 = load float, ptr %loadgep_6, align 4, !tbaa !10
  %20 = load i32, ptr %loadgep_, align 4, !tbaa !10
  %21 = sext i32 %20 to i64
  %22 = add nsw i64 %21, -1
  %23 = mul nsw i64 %22, %6
  %24 = getelementptr i8, ptr %8, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !10
  %26 = fmul contract float %25, %25
  %27 = fadd contract float %19, %26
  store float %27, ptr %loadgep_6, align 4, !tbaa !10
  ret void
}

declare i32 @__kmpc_target_init(ptr, ptr) local_unnamed_addr

; Function Attrs: nounwind
declare i32 @__kmpc_global_thread_num(ptr) local_unnamed_addr #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none)
define internal void @.omp.reduction.func(ptr nocapture readonly %0, ptr nocapture readonly %1) #4 {
  %3 = load ptr, ptr %0, align 8
  %4 = load float, ptr %3, align 4
  %5 = load ptr, ptr %1, align 8
  %6 = load float, ptr %5, align 4
  %7 = fadd contract float %4, %6
  store float %7, ptr %3, align 4
  ret void
}

; Function Attrs: convergent nounwind
declare i32 @__kmpc_reduce(ptr, i32, i32, i64, ptr, ptr, ptr) local_unnamed_addr #5

; Function Attrs: convergent nounwind
declare void @__kmpc_end_reduce(ptr, i32, ptr) local_unnamed_addr #5

; Function Attrs: convergent nounwind
declare void @__kmpc_barrier(ptr, i32) local_unnamed_addr #5

declare void @__kmpc_target_deinit() local_unnamed_addr

; Function Attrs: alwaysinline
declare void @__kmpc_for_static_loop_4u(ptr, ptr, ptr, i32, i32, i32) local_unnamed_addr #6

; Function Attrs: nounwind
declare i32 @omp_get_num_threads() local_unnamed_addr #3

; Function Attrs: alwaysinline
declare void @__kmpc_parallel_51(ptr, i32, i32, i32, i32, ptr, ptr, ptr, i64) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #7

attributes #0 = { mustprogress "kernel" "target-cpu"="sm_80" "target-features"="+ptx61,+sm_80" }
attributes #1 = { nounwind "target-cpu"="sm_80" "target-features"="+ptx61,+sm_80" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) "target-cpu"="sm_80" "target-features"="+ptx61,+sm_80" }
attributes #3 = { nounwind }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) }
attributes #5 = { convergent nounwind }
attributes #6 = { alwaysinline }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!omp_offload.info = !{!4}
!nvvm.annotations = !{!5}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 7, !"openmp-device", i32 11}
!2 = !{i32 7, !"openmp", i32 11}
!3 = !{i32 8, !"PIC Level", i32 2}
!4 = !{i32 0, i32 65024, i32 11076770, !"scale_norm_", i32 10, i32 0, i32 0}
!5 = !{ptr @__omp_offloading_fe00_a904a2_scale_norm__l10, !"kernel", i32 1}
!6 = !{!7, !7, i64 0}
!7 = !{!"descriptor member", !8, i64 0}
!8 = !{!"any access", !9, i64 0}
!9 = !{!"Flang function root _QPscale_norm"}
!10 = !{!11, !11, i64 0}
!11 = !{!"any data access", !8, i64 0}
