; PRODUCER: clang 19.1.7, CUDA 13 Thrust (thrust::complex<float> multiply and exp)
; COMMAND: clang-19 -x cuda --cuda-device-only --cuda-gpu-arch=sm_70 -nocudalib -O2 -S -emit-llvm --cuda-path=/usr/local/cuda -I/usr/local/cuda/include/cccl -Iinc thrust_cx.cu (inc/ holds an empty texture_fetch_functions.h, which CUDA 13 no longer ships)
; SM: 70
; ModuleID = 'thrust_cx.cu'
source_filename = "thrust_cx.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%"struct.thrust::THRUST_300001_SM___CUDA_ARCH_LIST___NS::complex" = type { %"struct.thrust::THRUST_300001_SM___CUDA_ARCH_LIST___NS::complex<float>::storage" }
%"struct.thrust::THRUST_300001_SM___CUDA_ARCH_LIST___NS::complex<float>::storage" = type { float, float }

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z4cmulPKN6thrust38THRUST_300001_SM___CUDA_ARCH_LIST___NS7complexIfEES4_PS2_i(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %100

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds %"struct.thrust::THRUST_300001_SM___CUDA_ARCH_LIST___NS::complex", ptr %0, i64 %12
  %14 = getelementptr inbounds %"struct.thrust::THRUST_300001_SM___CUDA_ARCH_LIST___NS::complex", ptr %1, i64 %12
  %15 = load float, ptr %13, align 8, !tbaa !5
  %16 = load float, ptr %14, align 8, !tbaa !5
  %17 = fmul contract float %15, %16
  %18 = getelementptr inbounds i8, ptr %13, i64 4
  %19 = load float, ptr %18, align 4, !tbaa !11
  %20 = getelementptr inbounds i8, ptr %14, i64 4
  %21 = load float, ptr %20, align 4, !tbaa !11
  %22 = fmul contract float %19, %21
  %23 = fsub contract float %17, %22
  %24 = fmul contract float %15, %21
  %25 = fmul contract float %16, %19
  %26 = fadd contract float %25, %24
  %27 = tail call float @llvm.fabs.f32(float %19)
  %28 = bitcast float %27 to i32
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %30, label %32

30:                                               ; preds = %11
  %31 = tail call contract noundef float @__nv_expf(float noundef %15) #4
  br label %93

32:                                               ; preds = %11
  %33 = bitcast float %15 to i32
  %34 = tail call float @llvm.fabs.f32(float %15)
  %35 = bitcast float %34 to i32
  %36 = icmp eq i32 %35, 0
  br i1 %36, label %37, label %40

37:                                               ; preds = %32
  %38 = tail call contract noundef float @__nv_cosf(float noundef %19) #4
  %39 = tail call contract noundef float @__nv_sinf(float noundef %19) #4
  br label %93

40:                                               ; preds = %32
  %41 = icmp ugt i32 %28, 2139095039
  br i1 %41, label %42, label %51

42:                                               ; preds = %40
  %43 = icmp eq i32 %35, 2139095040
  br i1 %43, label %46, label %44

44:                                               ; preds = %42
  %45 = fsub contract float %19, %19
  br label %93

46:                                               ; preds = %42
  %47 = icmp sgt i32 %33, -1
  %48 = fsub contract float %19, %19
  %49 = select i1 %47, float %15, float 0.000000e+00
  %50 = select i1 %47, float %48, float 0.000000e+00
  br label %93

51:                                               ; preds = %40
  %52 = add i32 %33, -1118925336
  %53 = icmp ult i32 %52, 9342557
  br i1 %53, label %54, label %87

54:                                               ; preds = %51
  %55 = load i64, ptr %13, align 8
  %56 = trunc i64 %55 to i32
  %57 = lshr i64 %55, 32
  %58 = trunc nuw i64 %57 to i32
  %59 = bitcast i32 %56 to float
  %60 = bitcast i32 %58 to float
  %61 = fadd contract float %59, 0xC0645C7780000000
  %62 = tail call contract noundef float @__nv_expf(float noundef %61) #4
  %63 = bitcast float %62 to i32
  %64 = lshr i32 %63, 23
  %65 = and i32 %63, 8388607
  %66 = or disjoint i32 %65, 2130706432
  %67 = bitcast i32 %66 to float
  %68 = add nsw i32 %64, -19
  %69 = trunc nsw i32 %68 to i16
  %70 = sdiv i16 %69, 2
  %71 = sext i16 %70 to i32
  %72 = shl nsw i32 %71, 23
  %73 = add i32 %72, 1065353216
  %74 = bitcast i32 %73 to float
  %75 = sub nsw i32 %68, %71
  %76 = shl i32 %75, 23
  %77 = add i32 %76, 1065353216
  %78 = bitcast i32 %77 to float
  %79 = tail call contract noundef float @__nv_cosf(float noundef %60) #4
  %80 = fmul contract float %79, %67
  %81 = fmul contract float %80, %74
  %82 = fmul contract float %81, %78
  %83 = tail call contract noundef float @__nv_sinf(float noundef %60) #4
  %84 = fmul contract float %83, %67
  %85 = fmul contract float %84, %74
  %86 = fmul contract float %85, %78
  br label %93

87:                                               ; preds = %51
  %88 = tail call contract noundef float @__nv_expf(float noundef %15) #4
  %89 = tail call contract noundef float @__nv_cosf(float noundef %19) #4
  %90 = fmul contract float %88, %89
  %91 = tail call contract noundef float @__nv_sinf(float noundef %19) #4
  %92 = fmul contract float %88, %91
  br label %93

93:                                               ; preds = %30, %37, %44, %46, %54, %87
  %94 = phi float [ %31, %30 ], [ %38, %37 ], [ %45, %44 ], [ %82, %54 ], [ %90, %87 ], [ %49, %46 ]
  %95 = phi float [ %19, %30 ], [ %39, %37 ], [ %45, %44 ], [ %86, %54 ], [ %92, %87 ], [ %50, %46 ]
  %96 = fadd contract float %23, %94
  %97 = fadd contract float %26, %95
  %98 = getelementptr inbounds %"struct.thrust::THRUST_300001_SM___CUDA_ARCH_LIST___NS::complex", ptr %2, i64 %12
  store float %96, ptr %98, align 8, !tbaa !12
  %99 = getelementptr inbounds i8, ptr %98, i64 4
  store float %97, ptr %99, align 4, !tbaa !12
  br label %100

100:                                              ; preds = %93, %4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nounwind
declare dso_local float @__nv_expf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_cosf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_sinf(float noundef) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z4cmulPKN6thrust38THRUST_300001_SM___CUDA_ARCH_LIST___NS7complexIfEES4_PS2_i, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !8, i64 0}
!6 = !{!"_ZTSN6thrust38THRUST_300001_SM___CUDA_ARCH_LIST___NS7complexIfEE", !7, i64 0}
!7 = !{!"_ZTSN6thrust38THRUST_300001_SM___CUDA_ARCH_LIST___NS7complexIfE7storageE", !8, i64 0, !8, i64 4}
!8 = !{!"float", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = !{!6, !8, i64 4}
!12 = !{!8, !8, i64 0}
