; PRODUCER: Halide 14 (python3-halide; a transpose through shared memory: gpu_tile 32x8, the tile computed at the block)
; COMMAND: HL_DEBUG_CODEGEN=2 python3 hl2.py (Target host-cuda-cuda_capability_61); the second module printed by CodeGen_PTX_Dev::compile_to_src
; SM: 61
; ModuleID = 'ptx_dev_ll'
source_filename = "ptx_dev.ll.transformed.ll"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64--"

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #0

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: nounwind
define void @_kernel_tr_s0_y_yo___block_id_y(i8* noalias nocapture readonly %src, i8* noalias nocapture writeonly %tr, i32 %src.stride.1, i32 %t49, i32 %tr.extent.0, i32 %tr.extent.1, i32 %tr.min.0, i32 %tr.min.1, i32 %tr.stride.1) local_unnamed_addr #2 {
entry:
  %tr6 = addrspacecast i8* %tr to i8 addrspace(1)*
  %src4 = addrspacecast i8* %src to i8 addrspace(1)*
  %tr.s0.y.yo.__block_id_y = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3, !range !6
  %tr.s0.x.xo.__block_id_x = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3, !range !7
  %.__thread_id_y = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3, !range !8
  %.__thread_id_x = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3, !range !8
  %a6 = shl nuw nsw i32 %tr.s0.y.yo.__block_id_y, 3
  %b6 = add nsw i32 %tr.extent.1, -8
  %0 = icmp slt i32 %a6, %b6
  %tr.s0.y.yi.base.s = select i1 %0, i32 %a6, i32 %b6
  %a7 = shl nsw i32 %tr.s0.x.xo.__block_id_x, 5
  %b7 = add nsw i32 %tr.extent.0, -32
  %1 = icmp slt i32 %a7, %b7
  %tr.s0.x.xi.base.s = select i1 %1, i32 %a7, i32 %b7
  %2 = icmp ult i32 %.__thread_id_x, 8
  br i1 %2, label %"produce tile", label %after_bb

after_bb:                                         ; preds = %entry, %"produce tile"
  tail call void @llvm.nvvm.barrier0()
  %3 = icmp ult i32 %.__thread_id_y, 8
  br i1 %3, label %"consume tile", label %after_bb1

"produce tile":                                   ; preds = %entry
  %4 = add i32 %.__thread_id_y, %tr.min.0
  %5 = add i32 %4, %tr.s0.x.xi.base.s
  %6 = mul nsw i32 %5, %src.stride.1
  %7 = add i32 %.__thread_id_x, %t49
  %8 = add i32 %7, %tr.s0.y.yi.base.s
  %9 = add i32 %8, %6
  %10 = bitcast i8 addrspace(1)* %src4 to float addrspace(1)*
  %11 = sext i32 %9 to i64
  %12 = getelementptr inbounds float, float addrspace(1)* %10, i64 %11
  %13 = load float, float addrspace(1)* %12, align 4, !tbaa !9
  %14 = shl nuw nsw i32 %.__thread_id_y, 3
  %15 = add nuw nsw i32 %14, %.__thread_id_x
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds float, float addrspace(3)* null, i64 %16
  store float %13, float addrspace(3)* %17, align 4, !tbaa !12
  br label %after_bb

after_bb1:                                        ; preds = %after_bb, %"consume tile"
  ret void

"consume tile":                                   ; preds = %after_bb
  %18 = shl nuw nsw i32 %.__thread_id_x, 3
  %19 = add nuw nsw i32 %18, %.__thread_id_y
  %20 = zext i32 %19 to i64
  %21 = getelementptr inbounds float, float addrspace(3)* null, i64 %20
  %22 = load float, float addrspace(3)* %21, align 4, !tbaa !12
  %23 = fmul reassoc nnan ninf nsz contract afn float %22, 2.000000e+00
  %reass.add = add nsw i32 %.__thread_id_y, %tr.s0.y.yi.base.s
  %reass.mul = mul i32 %reass.add, %tr.stride.1
  %24 = add i32 %tr.s0.x.xi.base.s, %.__thread_id_x
  %25 = add i32 %24, %reass.mul
  %26 = bitcast i8 addrspace(1)* %tr6 to float addrspace(1)*
  %27 = sext i32 %25 to i64
  %28 = getelementptr inbounds float, float addrspace(1)* %26, i64 %27
  store float %23, float addrspace(1)* %28, align 4, !tbaa !14
  br label %after_bb1
}

attributes #0 = { convergent nounwind "nvptx-f32ftz"="true" }
attributes #1 = { nofree nosync nounwind readnone speculatable "nvptx-f32ftz"="true" }
attributes #2 = { nounwind "nvptx-f32ftz"="true" "reciprocal-estimates"="none" }
attributes #3 = { nounwind }

!nvvm.internalize.after.link = !{}
!nvvm.annotations = !{!0, !1, !0, !2, !2, !2, !2, !3, !3, !2, !4}
!llvm.module.flags = !{!5}

!0 = !{null, !"align", i32 8}
!1 = !{null, !"align", i32 8, !"align", i32 65544, !"align", i32 131080}
!2 = !{null, !"align", i32 16}
!3 = !{null, !"align", i32 16, !"align", i32 65552, !"align", i32 131088}
!4 = !{void (i8*, i8*, i32, i32, i32, i32, i32, i32, i32)* @_kernel_tr_s0_y_yo___block_id_y, !"kernel", i32 1}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!6 = !{i32 0, i32 65535}
!7 = !{i32 0, i32 2147483647}
!8 = !{i32 0, i32 1024}
!9 = !{!10, !10, i64 0}
!10 = !{!"src", !11, i64 0}
!11 = !{!"Halide buffer"}
!12 = !{!13, !13, i64 0}
!13 = !{!"tile.0", !11, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"tr", !11, i64 0}
