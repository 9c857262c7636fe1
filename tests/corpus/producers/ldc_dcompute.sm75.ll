; PRODUCER: LDC 1.30.0 (LLVM 14), DCompute (@kernel functions over GlobalPointer!float)
; COMMAND: ldc2 -mdcompute-targets=cuda-750 -O2 --output-ll kern.d
; SM: 75
; ModuleID = 'dcomputeTargetCUDA'
source_filename = "dcomputeTargetCUDA"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; [#uses = 0]
; Function Attrs: nofree norecurse nosync nounwind
define ptx_kernel void @_D4kern6axpy_nFS3ldc8dcompute__T7PointerVEQBaQz9AddrSpacei1TfZQBefQBzQCciZv(float addrspace(1)* nocapture writeonly %res_arg, float %alpha_arg, float addrspace(1)* nocapture readonly %x_arg, float addrspace(1)* nocapture readonly %y_arg, i32 %n_arg) local_unnamed_addr #0 {
  %1 = icmp sgt i32 %n_arg, 0                     ; [#uses = 1]
  br i1 %1, label %forbody.preheader, label %endfor

forbody.preheader:                                ; preds = %0
  %xtraiter = and i32 %n_arg, 1                   ; [#uses = 1]
  %2 = icmp eq i32 %n_arg, 1                      ; [#uses = 1]
  br i1 %2, label %endfor.loopexit.unr-lcssa, label %forbody.preheader.new

forbody.preheader.new:                            ; preds = %forbody.preheader
  %unroll_iter = and i32 %n_arg, -2               ; [#uses = 1]
  br label %forbody

forbody:                                          ; preds = %forbody, %forbody.preheader.new
  %i.05 = phi i32 [ 0, %forbody.preheader.new ], [ %20, %forbody ] ; [#uses = 3, type = i32]
  %niter = phi i32 [ 0, %forbody.preheader.new ], [ %niter.next.1, %forbody ] ; [#uses = 1, type = i32]
  %3 = zext i32 %i.05 to i64                      ; [#uses = 3]
  %4 = getelementptr inbounds float, float addrspace(1)* %res_arg, i64 %3 ; [#uses = 1, type = float addrspace(1)*]
  %5 = getelementptr inbounds float, float addrspace(1)* %x_arg, i64 %3 ; [#uses = 1, type = float addrspace(1)*]
  %6 = load float, float addrspace(1)* %5, align 4 ; [#uses = 1]
  %7 = fmul float %6, %alpha_arg                  ; [#uses = 1]
  %8 = getelementptr inbounds float, float addrspace(1)* %y_arg, i64 %3 ; [#uses = 1, type = float addrspace(1)*]
  %9 = load float, float addrspace(1)* %8, align 4 ; [#uses = 1]
  %10 = fadd float %7, %9                         ; [#uses = 1]
  store float %10, float addrspace(1)* %4, align 4
  %11 = or i32 %i.05, 1                           ; [#uses = 1]
  %12 = zext i32 %11 to i64                       ; [#uses = 3]
  %13 = getelementptr inbounds float, float addrspace(1)* %res_arg, i64 %12 ; [#uses = 1, type = float addrspace(1)*]
  %14 = getelementptr inbounds float, float addrspace(1)* %x_arg, i64 %12 ; [#uses = 1, type = float addrspace(1)*]
  %15 = load float, float addrspace(1)* %14, align 4 ; [#uses = 1]
  %16 = fmul float %15, %alpha_arg                ; [#uses = 1]
  %17 = getelementptr inbounds float, float addrspace(1)* %y_arg, i64 %12 ; [#uses = 1, type = float addrspace(1)*]
  %18 = load float, float addrspace(1)* %17, align 4 ; [#uses = 1]
  %19 = fadd float %16, %18                       ; [#uses = 1]
  store float %19, float addrspace(1)* %13, align 4
  %20 = add nuw nsw i32 %i.05, 2                  ; [#uses = 2]
  %niter.next.1 = add i32 %niter, 2               ; [#uses = 2]
  %niter.ncmp.1 = icmp eq i32 %niter.next.1, %unroll_iter ; [#uses = 1]
  br i1 %niter.ncmp.1, label %endfor.loopexit.unr-lcssa.loopexit, label %forbody

endfor.loopexit.unr-lcssa.loopexit:               ; preds = %forbody
  %phi.cast = zext i32 %20 to i64                 ; [#uses = 1]
  br label %endfor.loopexit.unr-lcssa

endfor.loopexit.unr-lcssa:                        ; preds = %endfor.loopexit.unr-lcssa.loopexit, %forbody.preheader
  %i.05.unr = phi i64 [ 0, %forbody.preheader ], [ %phi.cast, %endfor.loopexit.unr-lcssa.loopexit ] ; [#uses = 3, type = i64]
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0        ; [#uses = 1]
  br i1 %lcmp.mod.not, label %endfor, label %forbody.epil

forbody.epil:                                     ; preds = %endfor.loopexit.unr-lcssa
  %21 = getelementptr inbounds float, float addrspace(1)* %res_arg, i64 %i.05.unr ; [#uses = 1, type = float addrspace(1)*]
  %22 = getelementptr inbounds float, float addrspace(1)* %x_arg, i64 %i.05.unr ; [#uses = 1, type = float addrspace(1)*]
  %23 = load float, float addrspace(1)* %22, align 4 ; [#uses = 1]
  %24 = fmul float %23, %alpha_arg                ; [#uses = 1]
  %25 = getelementptr inbounds float, float addrspace(1)* %y_arg, i64 %i.05.unr ; [#uses = 1, type = float addrspace(1)*]
  %26 = load float, float addrspace(1)* %25, align 4 ; [#uses = 1]
  %27 = fadd float %24, %26                       ; [#uses = 1]
  store float %27, float addrspace(1)* %21, align 4
  br label %endfor

endfor:                                           ; preds = %forbody.epil, %endfor.loopexit.unr-lcssa, %0
  ret void
}

; [#uses = 0]
; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define ptx_kernel void @_D4kern8scale_shFS3ldc8dcompute__T7PointerVEQBaQz9AddrSpacei1TfZQBefZv(float addrspace(1)* nocapture %p_arg, float %s_arg) local_unnamed_addr #1 {
  %1 = load float, float addrspace(1)* %p_arg, align 4 ; [#uses = 1]
  %2 = fmul float %1, %s_arg                      ; [#uses = 2]
  store float %2, float addrspace(1)* %p_arg, align 4
  %3 = getelementptr inbounds float, float addrspace(1)* %p_arg, i64 1 ; [#uses = 2, type = float addrspace(1)*]
  %4 = load float, float addrspace(1)* %3, align 4 ; [#uses = 1]
  %5 = fadd float %2, %4                          ; [#uses = 1]
  store float %5, float addrspace(1)* %3, align 4
  ret void
}

attributes #0 = { nofree norecurse nosync nounwind "frame-pointer"="none" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="none" }

!nvvm.annotations = !{!0, !1}

!0 = !{void (float addrspace(1)*, float, float addrspace(1)*, float addrspace(1)*, i32)* @_D4kern6axpy_nFS3ldc8dcompute__T7PointerVEQBaQz9AddrSpacei1TfZQBefQBzQCciZv, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, float)* @_D4kern8scale_shFS3ldc8dcompute__T7PointerVEQBaQz9AddrSpacei1TfZQBefZv, !"kernel", i32 1}
