; PRODUCER: clang 19.1.7, CUDA 13 (__half2 fma/max/abs, __nv_bfloat16, __reduce_add_sync, __match_any_sync, double atomicAdd, __nanosleep, cg::memcpy_async into dynamic shared memory)
; COMMAND: clang-19 -x cuda --cuda-device-only --cuda-gpu-arch=sm_80 -nocudalib -O2 -S -emit-llvm --cuda-path=/usr/local/cuda -I/usr/local/cuda/include/cccl -Iinc mix.cu (inc/ holds an empty texture_fetch_functions.h, which CUDA 13 no longer ships)
; SM: 80
; ModuleID = 'mix.cu'
source_filename = "mix.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__half2 = type { %struct.__half, %struct.__half }
%struct.__half = type { i16 }
%struct.__nv_bfloat16 = type { i16 }
%"struct.cooperative_groups::__v1::details::Segment" = type { %"struct.cooperative_groups::__v1::details::_Segment" }
%"struct.cooperative_groups::__v1::details::_Segment" = type { [1 x i32] }

@tile = external dso_local addrspace(3) global [0 x float], align 4

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite)
define dso_local void @_Z4hmixPK7__half2S1_PS_P13__nv_bfloat16i(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %27

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds %struct.__half2, ptr %0, i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !7
  %16 = getelementptr inbounds %struct.__half2, ptr %1, i64 %13
  %17 = load i32, ptr %16, align 4, !tbaa !7
  %18 = tail call i32 asm "{.reg .f16 low;\0A  cvt.rn.f16.f32 low, $1;\0A  mov.b32 $0, {low,low};}\0A", "=r,f"(float 1.000000e+00) #7, !srcloc !11
  %19 = tail call i32 asm "{fma.rn.f16x2 $0,$1,$2,$3;\0A}", "=r,r,r,r"(i32 %15, i32 %17, i32 %18) #7, !srcloc !12
  %20 = tail call i32 asm "{abs.f16x2 $0,$1;\0A}", "=r,r"(i32 %17) #7, !srcloc !13
  %21 = tail call i32 asm "{max.f16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 %19, i32 %20) #7, !srcloc !14
  %22 = getelementptr inbounds %struct.__half2, ptr %2, i64 %13
  store i32 %21, ptr %22, align 4, !tbaa !7
  %23 = tail call contract noundef float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %19) #7, !srcloc !15
  %24 = fmul contract float %23, 2.000000e+00
  %25 = tail call i16 asm "{  cvt.rn.bf16.f32 $0, $1;}\0A", "=h,f"(float %24) #7, !srcloc !16
  %26 = getelementptr inbounds %struct.__nv_bfloat16, ptr %3, i64 %13
  store i16 %25, ptr %26, align 2, !tbaa !17
  br label %27

27:                                               ; preds = %12, %5
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z4wsumPKiPiPd(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, ptr nocapture noundef %2) local_unnamed_addr #1 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = zext i32 %8 to i64
  %10 = getelementptr inbounds i32, ptr %0, i64 %9
  %11 = load i32, ptr %10, align 4, !tbaa !7
  %12 = tail call noundef i32 @llvm.nvvm.redux.sync.add(i32 -1, i32 %11)
  %13 = tail call noundef i32 @llvm.nvvm.match.any.sync.i32(i32 -1, i32 %11)
  %14 = and i32 %7, 31
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %16, label %22

16:                                               ; preds = %3
  %17 = sitofp i32 %12 to double
  %18 = tail call noundef i32 @__nv_popc(i32 noundef %13) #8
  %19 = add nsw i32 %18, %12
  %20 = atomicrmw add ptr %1, i32 %19 seq_cst, align 4
  %21 = atomicrmw fadd ptr %2, double %17 seq_cst, align 8
  br label %22

22:                                               ; preds = %16, %3
  tail call void asm sideeffect "nanosleep.u32 $0;", "r"(i32 100) #8, !srcloc !19
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z5stagePKfPfi(ptr noundef %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = tail call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"() #7, !srcloc !20
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = mul i32 %5, %2
  %7 = zext i32 %6 to i64
  %8 = getelementptr inbounds float, ptr %0, i64 %7
  %9 = sext i32 %2 to i64
  %10 = and i64 %9, 4611686018427387903
  %11 = tail call i1 @llvm.nvvm.isspacep.shared(ptr addrspacecast (ptr addrspace(3) @tile to ptr))
  %12 = tail call i1 @llvm.nvvm.isspacep.global(ptr %8)
  %13 = and i1 %11, %12
  %14 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %16 = tail call noundef range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  br i1 %13, label %38, label %17

17:                                               ; preds = %3
  tail call void @llvm.experimental.noalias.scope.decl(metadata !21)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !24)
  %18 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %19 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %20 = mul nuw nsw i32 %16, %19
  %21 = add nuw nsw i32 %20, %15
  %22 = mul nuw nsw i32 %21, %18
  %23 = add nuw nsw i32 %22, %14
  %24 = zext nneg i32 %23 to i64
  %25 = icmp ugt i64 %10, %24
  br i1 %25, label %26, label %61

26:                                               ; preds = %17
  %27 = mul nuw nsw i32 %18, %19
  %28 = tail call noundef range(i32 1, 65) i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
  %29 = mul nuw nsw i32 %27, %28
  %30 = zext nneg i32 %29 to i64
  br label %31

31:                                               ; preds = %26, %31
  %32 = phi i64 [ %24, %26 ], [ %36, %31 ]
  %33 = getelementptr inbounds %"struct.cooperative_groups::__v1::details::Segment", ptr %8, i64 %32
  %34 = getelementptr inbounds %"struct.cooperative_groups::__v1::details::Segment", ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 %32
  %35 = load i32, ptr %33, align 4, !alias.scope !24, !noalias !21
  store i32 %35, ptr %34, align 4, !alias.scope !21, !noalias !24
  %36 = add nuw nsw i64 %32, %30
  %37 = icmp ult i64 %36, %10
  br i1 %37, label %31, label %61, !llvm.loop !26

38:                                               ; preds = %3
  %39 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %40 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %41 = mul nuw nsw i32 %16, %40
  %42 = add nuw nsw i32 %41, %15
  %43 = mul nuw nsw i32 %42, %39
  %44 = add nuw nsw i32 %43, %14
  %45 = zext nneg i32 %44 to i64
  %46 = icmp ugt i64 %10, %45
  br i1 %46, label %47, label %61

47:                                               ; preds = %38
  %48 = mul nuw nsw i32 %39, %40
  %49 = tail call noundef range(i32 1, 65) i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
  %50 = mul nuw nsw i32 %48, %49
  %51 = zext nneg i32 %50 to i64
  br label %52

52:                                               ; preds = %47, %52
  %53 = phi i64 [ %45, %47 ], [ %59, %52 ]
  %54 = getelementptr inbounds %"struct.cooperative_groups::__v1::details::Segment", ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 %53
  %55 = getelementptr inbounds %"struct.cooperative_groups::__v1::details::Segment", ptr %8, i64 %53
  %56 = addrspacecast ptr %54 to ptr addrspace(3)
  %57 = ptrtoint ptr addrspace(3) %56 to i64
  %58 = trunc i64 %57 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %58, ptr %55, i64 4, i64 4) #8, !srcloc !28
  %59 = add nuw nsw i64 %53, %51
  %60 = icmp ult i64 %59, %10
  br i1 %60, label %52, label %61, !llvm.loop !29

61:                                               ; preds = %31, %52, %17, %38
  %62 = phi i32 [ %18, %17 ], [ %39, %38 ], [ %39, %52 ], [ %18, %31 ]
  tail call void asm sideeffect "cp.async.commit_group;", ""() #8, !srcloc !30
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 0) #8, !srcloc !31
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %63 = urem i32 %14, %2
  %64 = zext nneg i32 %63 to i64
  %65 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 0, i64 %64
  %66 = load float, ptr %65, align 4, !tbaa !32
  %67 = fmul contract float %66, 2.000000e+00
  %68 = mul i32 %5, %62
  %69 = add i32 %68, %14
  %70 = zext i32 %69 to i64
  %71 = getelementptr inbounds float, ptr %1, i64 %70
  store float %67, ptr %71, align 4, !tbaa !32
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.add(i32, i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.match.any.sync.i32(i32, i32) #3

; Function Attrs: convergent nounwind
declare dso_local i32 @__nv_popc(i32 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.nvvm.isspacep.shared(ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.nvvm.isspacep.global(ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.sync(i32) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #6

attributes #0 = { convergent mustprogress norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #5 = { convergent nocallback nounwind }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #7 = { convergent nounwind memory(none) }
attributes #8 = { convergent nounwind }

!nvvm.annotations = !{!0, !1, !2}
!llvm.module.flags = !{!3, !4, !5}
!llvm.ident = !{!6}

!0 = !{ptr @_Z4hmixPK7__half2S1_PS_P13__nv_bfloat16i, !"kernel", i32 1}
!1 = !{ptr @_Z4wsumPKiPiPd, !"kernel", i32 1}
!2 = !{ptr @_Z5stagePKfPfi, !"kernel", i32 1}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = !{i64 2154215759, i64 2154215788, i64 2154215826}
!12 = !{i64 2155542021, i64 2155542075}
!13 = !{i64 2155822067, i64 2155822087}
!14 = !{i64 2154754275, i64 2154754304}
!15 = !{i64 2154247494, i64 2154247528, i64 2154247565}
!16 = !{i64 2156470432}
!17 = !{!18, !18, i64 0}
!18 = !{!"short", !9, i64 0}
!19 = !{i64 6051075}
!20 = !{i64 2163003453, i64 2163003457, i64 2163003494, i64 2163003534, i64 2163003595, i64 2163003631, i64 2163003681}
!21 = !{!22}
!22 = distinct !{!22, !23, !"_ZN18cooperative_groups4__v17detailsL11inline_copyIKNS0_12thread_blockENS1_7SegmentILj1EEEEEvRT_PT0_PKS9_m: argument 0"}
!23 = distinct !{!23, !"_ZN18cooperative_groups4__v17detailsL11inline_copyIKNS0_12thread_blockENS1_7SegmentILj1EEEEEvRT_PT0_PKS9_m"}
!24 = !{!25}
!25 = distinct !{!25, !23, !"_ZN18cooperative_groups4__v17detailsL11inline_copyIKNS0_12thread_blockENS1_7SegmentILj1EEEEEvRT_PT0_PKS9_m: argument 1"}
!26 = distinct !{!26, !27}
!27 = !{!"llvm.loop.mustprogress"}
!28 = !{i64 18015603}
!29 = distinct !{!29, !27}
!30 = !{i64 18017155}
!31 = !{i64 18017309}
!32 = !{!33, !33, i64 0}
!33 = !{!"float", !9, i64 0}
