; PRODUCER: Halide 14 (python3-halide; a 3x3 box blur, gpu_tile 16x16, blur_x computed in shared memory)
; COMMAND: HL_DEBUG_CODEGEN=2 python3 hl.py (Target host-cuda-cuda_capability_61); the module printed by CodeGen_PTX_Dev::compile_to_src
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
define void @_kernel_blur_s0_y_yo___block_id_y(i8* noalias nocapture writeonly %blur, i8* noalias nocapture readonly %inp, i32 %blur.extent.0, i32 %blur.extent.1, i32 %blur.min.1, i32 %blur.stride.1, i32 %inp.stride.1, i32 %t29) local_unnamed_addr #2 {
entry:
  %inp3 = addrspacecast i8* %inp to i8 addrspace(1)*
  %blur1 = addrspacecast i8* %blur to i8 addrspace(1)*
  %blur.s0.y.yo.__block_id_y = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3, !range !6
  %blur.s0.x.xo.__block_id_x = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3, !range !7
  %.__thread_id_y = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3, !range !8
  %.__thread_id_x = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3, !range !8
  %a0 = shl nuw nsw i32 %blur.s0.y.yo.__block_id_y, 4
  %b0 = add nsw i32 %blur.extent.1, -16
  %0 = icmp slt i32 %a0, %b0
  %blur.s0.y.yi.base.s = select i1 %0, i32 %a0, i32 %b0
  %a1 = shl nsw i32 %blur.s0.x.xo.__block_id_x, 4
  %b1 = add nsw i32 %blur.extent.0, -16
  %1 = icmp slt i32 %a1, %b1
  %blur.s0.x.xi.base.s = select i1 %1, i32 %a1, i32 %b1
  %2 = add i32 %.__thread_id_y, %blur.min.1
  %3 = add i32 %2, %blur.s0.y.yi.base.s
  %4 = mul nsw i32 %3, %inp.stride.1
  %5 = add i32 %blur.s0.x.xi.base.s, %.__thread_id_x
  %t9.s = add i32 %5, %t29
  %t25 = add i32 %t9.s, %4
  %6 = bitcast i8 addrspace(1)* %inp3 to float addrspace(1)*
  %7 = sext i32 %t25 to i64
  %8 = getelementptr inbounds float, float addrspace(1)* %6, i64 %7
  %9 = getelementptr inbounds float, float addrspace(1)* %8, i64 2
  %10 = load float, float addrspace(1)* %9, align 4, !tbaa !9
  %11 = load float, float addrspace(1)* %8, align 4, !tbaa !9
  %12 = getelementptr inbounds float, float addrspace(1)* %8, i64 1
  %13 = load float, float addrspace(1)* %12, align 4, !tbaa !9
  %14 = fadd reassoc nnan ninf nsz contract afn float %11, %13
  %15 = fadd reassoc nnan ninf nsz contract afn float %10, %14
  %16 = fmul reassoc nnan ninf nsz contract afn float %15, 0x3FD5555560000000
  %17 = shl nuw nsw i32 %.__thread_id_y, 4
  %18 = add nuw nsw i32 %17, %.__thread_id_x
  %19 = zext i32 %18 to i64
  %20 = getelementptr inbounds float, float addrspace(3)* null, i64 %19
  store float %16, float addrspace(3)* %20, align 4, !tbaa !12
  tail call void @llvm.nvvm.barrier0()
  %21 = icmp ult i32 %.__thread_id_y, 16
  br i1 %21, label %"consume blur_x", label %after_bb

after_bb:                                         ; preds = %entry, %"consume blur_x"
  ret void

"consume blur_x":                                 ; preds = %entry
  %22 = getelementptr inbounds float, float addrspace(3)* %20, i64 32
  %23 = load float, float addrspace(3)* %22, align 4, !tbaa !12
  %24 = load float, float addrspace(3)* %20, align 4, !tbaa !12
  %25 = getelementptr inbounds float, float addrspace(3)* %20, i64 16
  %26 = load float, float addrspace(3)* %25, align 4, !tbaa !12
  %27 = fadd reassoc nnan ninf nsz contract afn float %24, %26
  %28 = fadd reassoc nnan ninf nsz contract afn float %23, %27
  %29 = fmul reassoc nnan ninf nsz contract afn float %28, 0x3FD5555560000000
  %reass.add = add nsw i32 %.__thread_id_y, %blur.s0.y.yi.base.s
  %reass.mul = mul i32 %reass.add, %blur.stride.1
  %30 = add i32 %5, %reass.mul
  %31 = bitcast i8 addrspace(1)* %blur1 to float addrspace(1)*
  %32 = sext i32 %30 to i64
  %33 = getelementptr inbounds float, float addrspace(1)* %31, i64 %32
  store float %29, float addrspace(1)* %33, align 4, !tbaa !14
  br label %after_bb
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
!4 = !{void (i8*, i8*, i32, i32, i32, i32, i32, i32)* @_kernel_blur_s0_y_yo___block_id_y, !"kernel", i32 1}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!6 = !{i32 0, i32 65535}
!7 = !{i32 0, i32 2147483647}
!8 = !{i32 0, i32 1024}
!9 = !{!10, !10, i64 0}
!10 = !{!"inp", !11, i64 0}
!11 = !{!"Halide buffer"}
!12 = !{!13, !13, i64 0}
!13 = !{!"blur_x.0", !11, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"blur", !11, i64 0}
