; PRODUCER: clang 19.1.7, CUDA 13 CUB (cub::BlockReduce<int,128>::Sum)
; COMMAND: clang-19 -x cuda --cuda-device-only --cuda-gpu-arch=sm_90 -nocudalib -O2 -S -emit-llvm --cuda-path=/usr/local/cuda -I/usr/local/cuda/include/cccl -Iinc reduce_cub.cu (inc/ holds an empty texture_fetch_functions.h, which CUDA 13 no longer ships)
; SM: 90
; ModuleID = 'reduce_cub.cu'
source_filename = "reduce_cub.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%"struct.cub::CUB_300001_SM___CUDA_ARCH_LIST__::BlockReduce<int, 128>::TempStorage" = type { %"struct.cub::CUB_300001_SM___CUDA_ARCH_LIST__::Uninitialized" }
%"struct.cub::CUB_300001_SM___CUDA_ARCH_LIST__::Uninitialized" = type { [6 x i32] }

@_ZZ9block_sumPKiPiE3tmp = internal unnamed_addr addrspace(3) global %"struct.cub::CUB_300001_SM___CUDA_ARCH_LIST__::BlockReduce<int, 128>::TempStorage" undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z9block_sumPKiPi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 {
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = shl i32 %3, 7
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = add i32 %4, %5
  %7 = zext i32 %6 to i64
  %8 = getelementptr inbounds i32, ptr %0, i64 %7
  %9 = load i32, ptr %8, align 4, !tbaa !5
  %10 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #3, !srcloc !9
  %11 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %9, i32 1, i32 31, i32 -1) #4, !srcloc !10
  %12 = icmp sgt i32 %10, 30
  %13 = select i1 %12, i32 0, i32 %11
  %14 = add nsw i32 %13, %9
  %15 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %14, i32 2, i32 31, i32 -1) #4, !srcloc !10
  %16 = icmp sgt i32 %10, 29
  %17 = select i1 %16, i32 0, i32 %15
  %18 = add nsw i32 %14, %17
  %19 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %18, i32 4, i32 31, i32 -1) #4, !srcloc !10
  %20 = icmp sgt i32 %10, 27
  %21 = select i1 %20, i32 0, i32 %19
  %22 = add nsw i32 %18, %21
  %23 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %22, i32 8, i32 31, i32 -1) #4, !srcloc !10
  %24 = icmp sgt i32 %10, 23
  %25 = select i1 %24, i32 0, i32 %23
  %26 = add nsw i32 %22, %25
  %27 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %26, i32 16, i32 31, i32 -1) #4, !srcloc !10
  %28 = icmp sgt i32 %10, 15
  %29 = select i1 %28, i32 0, i32 %27
  %30 = add nsw i32 %26, %29
  %31 = icmp eq i32 %10, 0
  br i1 %31, label %32, label %36

32:                                               ; preds = %2
  %33 = lshr i32 %5, 5
  %34 = zext nneg i32 %33 to i64
  %35 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9block_sumPKiPiE3tmp to ptr), i64 4), i64 %34
  store i32 %30, ptr %35, align 4, !tbaa !5
  br label %36

36:                                               ; preds = %32, %2
  tail call void @llvm.nvvm.barrier0()
  %37 = icmp eq i32 %5, 0
  br i1 %37, label %38, label %45

38:                                               ; preds = %36
  %39 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9block_sumPKiPiE3tmp to ptr), i64 8), align 4, !tbaa !5
  %40 = add nsw i32 %39, %30
  %41 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9block_sumPKiPiE3tmp to ptr), i64 12), align 4, !tbaa !5
  %42 = add nsw i32 %40, %41
  %43 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9block_sumPKiPiE3tmp to ptr), i64 16), align 4, !tbaa !5
  %44 = add nsw i32 %42, %43
  br label %45

45:                                               ; preds = %36, %38
  %46 = phi i32 [ %44, %38 ], [ %30, %36 ]
  br i1 %37, label %47, label %50

47:                                               ; preds = %45
  %48 = zext nneg i32 %3 to i64
  %49 = getelementptr inbounds i32, ptr %1, i64 %48
  store i32 %46, ptr %49, align 4, !tbaa !5
  br label %50

50:                                               ; preds = %47, %45
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent nounwind memory(none) }
attributes #4 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z9block_sumPKiPi, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{i64 22306382}
!10 = !{i64 21385420}
