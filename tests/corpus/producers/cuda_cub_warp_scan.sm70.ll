; PRODUCER: clang 19.1.7, CUDA 13 CUB (cub::WarpScan<int>::InclusiveSum)
; COMMAND: clang-19 -x cuda --cuda-device-only --cuda-gpu-arch=sm_70 -nocudalib -O2 -S -emit-llvm --cuda-path=/usr/local/cuda -I/usr/local/cuda/include/cccl -Iinc scan_cub.cu (inc/ holds an empty texture_fetch_functions.h, which CUDA 13 no longer ships)
; SM: 70
; ModuleID = 'scan_cub.cu'
source_filename = "scan_cub.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z9warp_scanPKiPi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds i32, ptr %0, i64 %4
  %6 = load i32, ptr %5, align 4, !tbaa !5
  %7 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #2, !srcloc !9
  %8 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %6, i32 1, i32 0, i32 %6, i32 -1) #3, !srcloc !10
  %9 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %8, i32 2, i32 0, i32 %8, i32 -1) #3, !srcloc !10
  %10 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %9, i32 4, i32 0, i32 %9, i32 -1) #3, !srcloc !10
  %11 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %10, i32 8, i32 0, i32 %10, i32 -1) #3, !srcloc !10
  %12 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %11, i32 16, i32 0, i32 %11, i32 -1) #3, !srcloc !10
  %13 = getelementptr inbounds i32, ptr %1, i64 %4
  store i32 %12, ptr %13, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nounwind memory(none) }
attributes #3 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z9warp_scanPKiPi, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{i64 21726384}
!10 = !{i64 21238839}
