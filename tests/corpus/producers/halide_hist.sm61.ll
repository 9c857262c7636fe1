; PRODUCER: Halide 14 (python3-halide; a histogram: an update over an RDom with atomic(), one GPU thread per input pixel)
; COMMAND: HL_DEBUG_CODEGEN=2 python3 hl2.py (Target host-cuda-cuda_capability_61); the first module printed by CodeGen_PTX_Dev::compile_to_src
; SM: 61
; ModuleID = 'ptx_dev_ll'
source_filename = "ptx_dev.ll.transformed.ll"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64--"

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

; Function Attrs: nofree norecurse nosync nounwind writeonly
define void @_kernel_hist_s0___outermost___outermost_v2___block_id_x(i8* noalias nocapture writeonly %hist, i32 %hist.s0.x.loop_extent) local_unnamed_addr #1 {
entry:
  %hist1 = addrspacecast i8* %hist to i8 addrspace(1)*
  %0 = icmp sgt i32 %hist.s0.x.loop_extent, 0
  %1 = zext i32 %hist.s0.x.loop_extent to i64
  %2 = shl nuw nsw i64 %1, 2
  br i1 %0, label %"for hist.s0.x.rebased.preheader", label %"end for hist.s0.x.rebased", !prof !7

"for hist.s0.x.rebased.preheader":                ; preds = %entry
  %3 = icmp eq i64 0, %2
  br i1 %3, label %split, label %loadstoreloop

loadstoreloop:                                    ; preds = %loadstoreloop, %"for hist.s0.x.rebased.preheader"
  %4 = phi i64 [ 0, %"for hist.s0.x.rebased.preheader" ], [ %6, %loadstoreloop ]
  %5 = getelementptr inbounds i8, i8 addrspace(1)* %hist1, i64 %4
  store i8 0, i8 addrspace(1)* %5, align 1
  %6 = add i64 %4, 1
  %7 = icmp ult i64 %6, %2
  br i1 %7, label %loadstoreloop, label %split

split:                                            ; preds = %loadstoreloop, %"for hist.s0.x.rebased.preheader"
  br label %"end for hist.s0.x.rebased"

"end for hist.s0.x.rebased":                      ; preds = %split, %entry
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn
define void @_kernel_hist_s1_r7__x_ro___block_id_x(i8* noalias nocapture %hist, i8* noalias nocapture readonly %inp, i32 %hist.min.0, i32 %t19) local_unnamed_addr #2 {
entry:
  %inp3 = addrspacecast i8* %inp to i8 addrspace(1)*
  %hist1 = addrspacecast i8* %hist to i8 addrspace(1)*
  %"hist.s1.r7$x.ro.__block_id_x" = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4, !range !8
  %.__thread_id_x = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4, !range !9
  %0 = shl nsw i32 %"hist.s1.r7$x.ro.__block_id_x", 5
  %1 = add nuw i32 %0, %.__thread_id_x
  %2 = add i32 %1, %t19
  %3 = sext i32 %2 to i64
  %4 = getelementptr inbounds i8, i8 addrspace(1)* %inp3, i64 %3
  %t5.s = load i8, i8 addrspace(1)* %4, align 1, !tbaa !10
  %5 = zext i8 %t5.s to i32
  %t18 = sub nsw i32 %5, %hist.min.0
  %6 = bitcast i8 addrspace(1)* %hist1 to i32 addrspace(1)*
  %7 = sext i32 %t18 to i64
  %8 = getelementptr inbounds i32, i32 addrspace(1)* %6, i64 %7
  %9 = atomicrmw add i32 addrspace(1)* %8, i32 1 monotonic, align 4
  ret void
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly %0, i8 %1, i64 %2, i1 immarg %3) #3

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p1i8.i64(i8 addrspace(1)* nocapture writeonly %0, i8 %1, i64 %2, i1 immarg %3) #3

attributes #0 = { nofree nosync nounwind readnone speculatable "nvptx-f32ftz"="true" }
attributes #1 = { nofree norecurse nosync nounwind writeonly "nvptx-f32ftz"="true" "reciprocal-estimates"="none" }
attributes #2 = { mustprogress nofree nounwind willreturn "nvptx-f32ftz"="true" "reciprocal-estimates"="none" }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }
attributes #4 = { nounwind }

!nvvm.internalize.after.link = !{}
!nvvm.annotations = !{!0, !1, !0, !2, !2, !2, !2, !3, !3, !2, !4, !5}
!llvm.module.flags = !{!6}

!0 = !{null, !"align", i32 8}
!1 = !{null, !"align", i32 8, !"align", i32 65544, !"align", i32 131080}
!2 = !{null, !"align", i32 16}
!3 = !{null, !"align", i32 16, !"align", i32 65552, !"align", i32 131088}
!4 = !{void (i8*, i32)* @_kernel_hist_s0___outermost___outermost_v2___block_id_x, !"kernel", i32 1}
!5 = !{void (i8*, i8*, i32, i32)* @_kernel_hist_s1_r7__x_ro___block_id_x, !"kernel", i32 1}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!7 = !{!"branch_weights", i32 1073741824, i32 0}
!8 = !{i32 0, i32 2147483647}
!9 = !{i32 0, i32 1024}
!10 = !{!11, !11, i64 0}
!11 = !{!"inp", !12, i64 0}
!12 = !{!"Halide buffer"}
