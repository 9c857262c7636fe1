; PRODUCER: clang 19.1.7, CUDA 13 cooperative groups (tiled_partition<32>, cg::reduce, atomicAdd)
; COMMAND: clang-19 -x cuda --cuda-device-only --cuda-gpu-arch=sm_90 -nocudalib -O2 -S -emit-llvm --cuda-path=/usr/local/cuda -I/usr/local/cuda/include/cccl -Iinc coop.cu (inc/ holds an empty texture_fetch_functions.h, which CUDA 13 no longer ships)
; SM: 90
; ModuleID = 'coop.cu'
source_filename = "coop.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z8warp_sumPKfPf(ptr nocapture noundef readonly %0, ptr nocapture noundef %1) local_unnamed_addr #0 {
  %3 = tail call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"() #4, !srcloc !5
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %6 = tail call noundef range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %9 = mul nuw nsw i32 %6, %8
  %10 = add nuw nsw i32 %9, %5
  %11 = mul nuw nsw i32 %10, %7
  %12 = add nuw nsw i32 %11, %4
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds float, ptr %0, i64 %13
  %15 = load float, ptr %14, align 4, !tbaa !6
  %16 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %15, i32 16, i32 31)
  %17 = fadd contract float %15, %16
  %18 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %17, i32 8, i32 31)
  %19 = fadd contract float %17, %18
  %20 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %19, i32 4, i32 31)
  %21 = fadd contract float %19, %20
  %22 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %21, i32 2, i32 31)
  %23 = fadd contract float %21, %22
  %24 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %23, i32 1, i32 31)
  %25 = and i32 %12, 31
  %26 = icmp eq i32 %25, 0
  br i1 %26, label %27, label %30

27:                                               ; preds = %2
  %28 = fadd contract float %23, %24
  %29 = atomicrmw fadd ptr %1, float %28 seq_cst, align 4
  br label %30

30:                                               ; preds = %27, %2
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.sync(i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { convergent nounwind memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z8warp_sumPKfPf, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{i64 2162949650, i64 2162949654, i64 2162949691, i64 2162949731, i64 2162949792, i64 2162949828, i64 2162949878}
!6 = !{!7, !7, i64 0}
!7 = !{!"float", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
