; PRODUCER: flang-new 19.1.7, OpenMP offload (target parallel do; a serial target region)
; COMMAND: flang-new-19 -O2 -fopenmp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_80 --offload-device-only -nogpulib -S -emit-llvm omp_loop.f90
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
@__omp_offloading_fe00_51c018_daxpy__l4_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_51c018_daxpy__l4_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 3, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0 }, ptr @1, ptr @__omp_offloading_fe00_51c018_daxpy__l4_dynamic_environment }
@__omp_offloading_fe00_51c018_vsum__l15_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_51c018_vsum__l15_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 3, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0 }, ptr @1, ptr @__omp_offloading_fe00_51c018_vsum__l15_dynamic_environment }

; Function Attrs: mustprogress
define weak_odr protected void @__omp_offloading_fe00_51c018_daxpy__l4(ptr %0, ptr %1, ptr %2, ptr %3, ptr %4, ptr %5, ptr %6, ptr %7) local_unnamed_addr #0 {
entry:
  %8 = alloca { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] }, align 8
  %9 = alloca { ptr, i64, i32, i8, i8, i8, i8, [1 x [3 x i64]] }, align 8
  %10 = alloca [1 x ptr], align 8
  %structArg7 = alloca { ptr, ptr, ptr, ptr }, align 8
  %11 = alloca ptr, align 8
  store ptr %4, ptr %11, align 8
  %12 = alloca ptr, align 8
  store ptr %5, ptr %12, align 8
  %13 = tail call i32 @__kmpc_target_init(ptr nonnull @__omp_offloading_fe00_51c018_daxpy__l4_kernel_environment, ptr %0)
  %exec_user_code = icmp eq i32 %13, -1
  br i1 %exec_user_code, label %user_code.entry, label %common.ret

user_code.entry:                                  ; preds = %entry
  %14 = ptrtoint ptr %7 to i64
  %15 = ptrtoint ptr %6 to i64
  %sext = shl i64 %14, 32
  %16 = ashr exact i64 %sext, 32
  %sext35 = shl i64 %15, 32
  %17 = ashr exact i64 %sext35, 32
  %18 = tail call i64 @llvm.smax.i64(i64 %17, i64 0)
  %19 = getelementptr i8, ptr %1, i64 40
  %20 = load i64, ptr %19, align 8, !tbaa !8
  %21 = load ptr, ptr %1, align 8, !tbaa !8
  store ptr %21, ptr %9, align 8, !tbaa !8
  %.fca.1.gep = getelementptr inbounds i8, ptr %9, i64 8
  store i64 8, ptr %.fca.1.gep, align 8, !tbaa !8
  %.fca.2.gep = getelementptr inbounds i8, ptr %9, i64 16
  store i32 20180515, ptr %.fca.2.gep, align 8, !tbaa !8
  %.fca.3.gep = getelementptr inbounds i8, ptr %9, i64 20
  store i8 1, ptr %.fca.3.gep, align 4, !tbaa !8
  %.fca.4.gep = getelementptr inbounds i8, ptr %9, i64 21
  store i8 28, ptr %.fca.4.gep, align 1, !tbaa !8
  %.fca.5.gep = getelementptr inbounds i8, ptr %9, i64 22
  store i8 0, ptr %.fca.5.gep, align 2, !tbaa !8
  %.fca.6.gep = getelementptr inbounds i8, ptr %9, i64 23
  store i8 0, ptr %.fca.6.gep, align 1, !tbaa !8
  %.fca.7.0.0.gep = getelementptr inbounds i8, ptr %9, i64 24
  store i64 1, ptr %.fca.7.0.0.gep, align 8, !tbaa !8
  %.fca.7.0.1.gep = getelementptr inbounds i8, ptr %9, i64 32
  store i64 %18, ptr %.fca.7.0.1.gep, align 8, !tbaa !8
  %.fca.7.0.2.gep = getelementptr inbounds i8, ptr %9, i64 40
  store i64 %20, ptr %.fca.7.0.2.gep, align 8, !tbaa !8
  %22 = tail call i64 @llvm.smax.i64(i64 %16, i64 0)
  %23 = getelementptr i8, ptr %2, i64 40
  %24 = load i64, ptr %23, align 8, !tbaa !8
  %25 = load ptr, ptr %2, align 8, !tbaa !8
  store ptr %25, ptr %8, align 8, !tbaa !8
  %.fca.1.gep18 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 8, ptr %.fca.1.gep18, align 8, !tbaa !8
  %.fca.2.gep20 = getelementptr inbounds i8, ptr %8, i64 16
  store i32 20180515, ptr %.fca.2.gep20, align 8, !tbaa !8
  %.fca.3.gep22 = getelementptr inbounds i8, ptr %8, i64 20
  store i8 1, ptr %.fca.3.gep22, align 4, !tbaa !8
  %.fca.4.gep24 = getelementptr inbounds i8, ptr %8, i64 21
  store i8 28, ptr %.fca.4.gep24, align 1, !tbaa !8
  %.fca.5.gep26 = getelementptr inbounds i8, ptr %8, i64 22
  store i8 0, ptr %.fca.5.gep26, align 2, !tbaa !8
  %.fca.6.gep28 = getelementptr inbounds i8, ptr %8, i64 23
  store i8 0, ptr %.fca.6.gep28, align 1, !tbaa !8
  %.fca.7.0.0.gep30 = getelementptr inbounds i8, ptr %8, i64 24
  store i64 1, ptr %.fca.7.0.0.gep30, align 8, !tbaa !8
  %.fca.7.0.1.gep32 = getelementptr inbounds i8, ptr %8, i64 32
  store i64 %22, ptr %.fca.7.0.1.gep32, align 8, !tbaa !8
  %.fca.7.0.2.gep34 = getelementptr inbounds i8, ptr %8, i64 40
  store i64 %24, ptr %.fca.7.0.2.gep34, align 8, !tbaa !8
  %omp_global_thread_num = tail call i32 @__kmpc_global_thread_num(ptr nonnull @1) #3
  store ptr %11, ptr %structArg7, align 8
  %gep_9 = getelementptr inbounds i8, ptr %structArg7, i64 8
  store ptr %12, ptr %gep_9, align 8
  %gep_10 = getelementptr inbounds i8, ptr %structArg7, i64 16
  store ptr %9, ptr %gep_10, align 8
  %gep_11 = getelementptr inbounds i8, ptr %structArg7, i64 24
  store ptr %8, ptr %gep_11, align 8
  store ptr %structArg7, ptr %10, align 8
  call void @__kmpc_parallel_51(ptr nonnull @1, i32 %omp_global_thread_num, i32 1, i32 -1, i32 -1, ptr nonnull @__omp_offloading_fe00_51c018_daxpy__l4..omp_par1, ptr null, ptr nonnull %10, i64 1)
  call void @__kmpc_target_deinit()
  br label %common.ret

common.ret:                                       ; preds = %entry, %user_code.entry
  ret void
}

; Function Attrs: nounwind
define internal void @__omp_offloading_fe00_51c018_daxpy__l4..omp_par1(ptr noalias nocapture readnone %tid.addr, ptr noalias nocapture readnone %zero.addr, ptr nocapture readonly %0) #1 {
omp.par.entry:
  %loadgep_ = load ptr, ptr %0, align 8
  %gep_1 = getelementptr i8, ptr %0, i64 8
  %loadgep_2 = load ptr, ptr %gep_1, align 8
  %gep_3 = getelementptr i8, ptr %0, i64 16
  %loadgep_4 = load ptr, ptr %gep_3, align 8
  %gep_5 = getelementptr i8, ptr %0, i64 24
  %loadgep_6 = load ptr, ptr %gep_5, align 8
  %structArg = alloca { ptr, ptr, ptr, ptr }, align 8
  %1 = alloca i32, align 4
  %2 = load i32, ptr %loadgep_, align 4, !tbaa !12
  %omp_loop.tripcount = tail call i32 @llvm.smax.i32(i32 %2, i32 0)
  store ptr %1, ptr %structArg, align 8
  %gep_4 = getelementptr inbounds i8, ptr %structArg, i64 8
  store ptr %loadgep_2, ptr %gep_4, align 8
  %gep_58 = getelementptr inbounds i8, ptr %structArg, i64 16
  store ptr %loadgep_4, ptr %gep_58, align 8
  %gep_6 = getelementptr inbounds i8, ptr %structArg, i64 24
  store ptr %loadgep_6, ptr %gep_6, align 8
  %3 = call i32 @omp_get_num_threads() #3
  call void @__kmpc_for_static_loop_4u(ptr nonnull @1, ptr nonnull @__omp_offloading_fe00_51c018_daxpy__l4..omp_par, ptr nonnull %structArg, i32 %omp_loop.tripcount, i32 %3, i32 0) #3
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none)
define internal void @__omp_offloading_fe00_51c018_daxpy__l4..omp_par(i32 %0, ptr nocapture readonly %1) #2 {
omp_loop.body:
  %loadgep_ = load ptr, ptr %1, align 8
  %gep_1 = getelementptr i8, ptr %1, i64 8
  %loadgep_2 = load ptr, ptr %gep_1, align 8
  %gep_3 = getelementptr i8, ptr %1, i64 16
  %loadgep_4 = load ptr, ptr %gep_3, align 8
  %gep_5 = getelementptr i8, ptr %1, i64 24
  %loadgep_6 = load ptr, ptr %gep_5, align 8
  %2 = add i32 %0, 1
  store i32 %2, ptr %loadgep_, align 4, !tbaa !12
  %3 = load double, ptr %loadgep_2, align 8, !tbaa !12
  %4 = sext i32 %2 to i64
  %5 = add nsw i64 %4, -1
  %6 = getelementptr i8, ptr %loadgep_4, i64 40
  %7 = load i64, ptr %6, align 8, !tbaa !8
  %8 = mul nsw i64 %7, %5
  %9 = load ptr, ptr %loadgep_4, align 8, !tbaa !8
  %10 = getelementptr i8, ptr %9, i64 %8
  %11 = load double, ptr %10, align 8, !tbaa !12
  %12 = fmul contract double %3, %11
  %13 = getelementptr i8, ptr %loadgep_6, i64 40
  %14 = load i64, ptr %13, align 8, !tbaa !8
  %15 = mul nsw i64 %14, %5
  %16 = load ptr, ptr %loadgep_6, align 8, !tbaa !8
  %17 = getelementptr i8, ptr %16, i64 %15
  %18 = load double, ptr %17, align 8, !tbaa !12
  %19 = fadd contract double %12, %18
  store double %19, ptr %17, align 8, !tbaa !12
  ret void
}

declare i32 @__kmpc_target_init(ptr, ptr) local_unnamed_addr

; Function Attrs: nounwind
declare i32 @__kmpc_global_thread_num(ptr) local_unnamed_addr #3

declare void @__kmpc_target_deinit() local_unnamed_addr

; Function Attrs: mustprogress
define weak_odr protected void @__omp_offloading_fe00_51c018_vsum__l15(ptr %0, ptr %1, ptr %2, ptr %3, ptr %4, ptr %5) local_unnamed_addr #0 {
entry:
  %6 = tail call i32 @__kmpc_target_init(ptr nonnull @__omp_offloading_fe00_51c018_vsum__l15_kernel_environment, ptr %0)
  %thread_id.in.block = tail call i32 @__kmpc_get_hardware_thread_id_in_block()
  %thread.is_main.not = icmp eq i32 %thread_id.in.block, 0
  %exec_user_code = icmp eq i32 %6, -1
  %or.cond = select i1 %thread.is_main.not, i1 %exec_user_code, i1 false
  br i1 %or.cond, label %user_code.entry, label %common.ret17

common.ret17:                                     ; preds = %omp.target3, %entry
  ret void

user_code.entry:                                  ; preds = %entry
  %7 = getelementptr i8, ptr %1, i64 40
  %8 = load i64, ptr %7, align 8, !tbaa !14
  %9 = load ptr, ptr %1, align 8, !tbaa !14
  %10 = ptrtoint ptr %4 to i64
  %sext = shl i64 %10, 32
  %11 = ashr exact i64 %sext, 32
  %12 = icmp sgt i64 %11, 0
  br i1 %12, label %omp.target2.lr.ph, label %omp.target3

omp.target2.lr.ph:                                ; preds = %user_code.entry
  %.promoted = load float, ptr %2, align 4, !tbaa !18
  %xtraiter = and i64 %10, 1
  %13 = icmp eq i64 %sext, 4294967296
  br i1 %13, label %omp.target3.loopexit.unr-lcssa, label %omp.target2.lr.ph.new

omp.target2.lr.ph.new:                            ; preds = %omp.target2.lr.ph
  %unroll_iter = sub nsw i64 %11, %xtraiter
  br label %omp.target2

omp.target3.loopexit.unr-lcssa.loopexit:          ; preds = %omp.target2
  %14 = shl i64 %36, 32
  %15 = ashr exact i64 %14, 32
  %16 = add nsw i64 %15, -1
  br label %omp.target3.loopexit.unr-lcssa

omp.target3.loopexit.unr-lcssa:                   ; preds = %omp.target3.loopexit.unr-lcssa.loopexit, %omp.target2.lr.ph
  %.unr = phi float [ %.promoted, %omp.target2.lr.ph ], [ %35, %omp.target3.loopexit.unr-lcssa.loopexit ]
  %.unr19 = phi i64 [ 0, %omp.target2.lr.ph ], [ %16, %omp.target3.loopexit.unr-lcssa.loopexit ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %omp.target3, label %omp.target2.epil

omp.target2.epil:                                 ; preds = %omp.target3.loopexit.unr-lcssa
  %17 = mul nsw i64 %.unr19, %8
  %18 = getelementptr i8, ptr %9, i64 %17
  %19 = load float, ptr %18, align 4, !tbaa !18
  %20 = fadd contract float %.unr, %19
  store float %20, ptr %2, align 4, !tbaa !18
  br label %omp.target3

omp.target3:                                      ; preds = %omp.target2.epil, %omp.target3.loopexit.unr-lcssa, %user_code.entry
  tail call void @__kmpc_target_deinit()
  br label %common.ret17

omp.target2:                                      ; preds = %omp.target2, %omp.target2.lr.ph.new
  %21 = phi float [ %.promoted, %omp.target2.lr.ph.new ], [ %35, %omp.target2 ]
  %22 = phi i64 [ 1, %omp.target2.lr.ph.new ], [ %36, %omp.target2 ]
  %niter = phi i64 [ 0, %omp.target2.lr.ph.new ], [ %niter.next.1, %omp.target2 ]
  %sext16 = shl i64 %22, 32
  %23 = ashr exact i64 %sext16, 32
  %24 = add nsw i64 %23, -1
  %25 = mul nsw i64 %24, %8
  %26 = getelementptr i8, ptr %9, i64 %25
  %27 = load float, ptr %26, align 4, !tbaa !18
  %28 = fadd contract float %21, %27
  store float %28, ptr %2, align 4, !tbaa !18
  %29 = shl i64 %22, 32
  %sext16.1 = add i64 %29, 4294967296
  %30 = ashr exact i64 %sext16.1, 32
  %31 = add nsw i64 %30, -1
  %32 = mul nsw i64 %31, %8
  %33 = getelementptr i8, ptr %9, i64 %32
  %34 = load float, ptr %33, align 4, !tbaa !18
  %35 = fadd contract float %28, %34
  store float %35, ptr %2, align 4, !tbaa !18
  %36 = add i64 %22, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1.not = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1.not, label %omp.target3.loopexit.unr-lcssa.loopexit, label %omp.target2
}

; Function Attrs: alwaysinline
declare void @__kmpc_for_static_loop_4u(ptr, ptr, ptr, i32, i32, i32) local_unnamed_addr #4

; Function Attrs: nounwind
declare i32 @omp_get_num_threads() local_unnamed_addr #3

; Function Attrs: alwaysinline
declare void @__kmpc_parallel_51(ptr, i32, i32, i32, i32, ptr, ptr, ptr, i64) local_unnamed_addr #4

; Function Attrs: nounwind
declare i32 @__kmpc_get_hardware_thread_id_in_block() local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

attributes #0 = { mustprogress "kernel" "target-cpu"="sm_80" "target-features"="+ptx61,+sm_80" }
attributes #1 = { nounwind "target-cpu"="sm_80" "target-features"="+ptx61,+sm_80" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) "target-cpu"="sm_80" "target-features"="+ptx61,+sm_80" }
attributes #3 = { nounwind }
attributes #4 = { alwaysinline }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!omp_offload.info = !{!4, !5}
!nvvm.annotations = !{!6, !7}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 7, !"openmp-device", i32 11}
!2 = !{i32 7, !"openmp", i32 11}
!3 = !{i32 8, !"PIC Level", i32 2}
!4 = !{i32 0, i32 65024, i32 5357592, !"daxpy_", i32 4, i32 0, i32 0}
!5 = !{i32 0, i32 65024, i32 5357592, !"vsum_", i32 15, i32 0, i32 1}
!6 = !{ptr @__omp_offloading_fe00_51c018_daxpy__l4, !"kernel", i32 1}
!7 = !{ptr @__omp_offloading_fe00_51c018_vsum__l15, !"kernel", i32 1}
!8 = !{!9, !9, i64 0}
!9 = !{!"descriptor member", !10, i64 0}
!10 = !{!"any access", !11, i64 0}
!11 = !{!"Flang function root _QPdaxpy"}
!12 = !{!13, !13, i64 0}
!13 = !{!"any data access", !10, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"descriptor member", !16, i64 0}
!16 = !{!"any access", !17, i64 0}
!17 = !{!"Flang function root _QPvsum"}
!18 = !{!19, !19, i64 0}
!19 = !{!"any data access", !16, i64 0}
