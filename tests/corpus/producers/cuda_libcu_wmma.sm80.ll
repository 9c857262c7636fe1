; PRODUCER: clang 19.1.7, CUDA 13 libcu++ and device runtime (cuda::atomic_ref relaxed/acquire at device scope, cuda::barrier in shared memory, __ldg, printf, assert, atomicCAS on unsigned short, wmma 16x16x16 f16)
; COMMAND: clang-19 -x cuda --cuda-device-only --cuda-gpu-arch=sm_80 -nocudalib -O2 -S -emit-llvm --cuda-path=/usr/local/cuda -I/usr/local/cuda/include/cccl -Iinc libcu.cu (inc/ holds an empty texture_fetch_functions.h, which CUDA 13 no longer ships)
; SM: 80
; ModuleID = 'libcu.cu'
source_filename = "libcu.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%printf_args = type { i32, i32 }

@.str = private unnamed_addr constant [19 x i8] c"negative %d at %d\0A\00", align 1
@.str1 = private unnamed_addr constant [10 x i8] c"seen >= 0\00", align 1
@.str2 = private unnamed_addr constant [9 x i8] c"libcu.cu\00", align 1
@__PRETTY_FUNCTION__._Z4refsPiPfPti = private unnamed_addr constant [49 x i8] c"void refs(int *, float *, unsigned short *, int)\00", align 1
@_ZZ8bar_syncPfE7storage = internal addrspace(3) global [8 x i8] undef, align 1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z4refsPiPfPti(ptr noundef %0, ptr nocapture noundef %1, ptr noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = alloca %printf_args, align 8
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %3
  br i1 %11, label %12, label %32

12:                                               ; preds = %4
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds float, ptr %1, i64 %13
  %15 = tail call contract noundef float @llvm.nvvm.ldg.global.f.f32.p0(ptr %14, i32 4)
  %16 = fmul contract float %15, 2.000000e+00
  store float %16, ptr %14, align 4, !tbaa !7
  %17 = tail call i32 asm sideeffect "atom.add.relaxed.gpu.s32 $0,[$1],$2;", "=r,l,r,~{memory}"(ptr %0, i32 1) #8, !srcloc !11
  %18 = tail call i32 asm sideeffect "ld.acquire.gpu.b32 $0,[$1];", "=r,l,~{memory}"(ptr %0) #8, !srcloc !12
  %19 = and i32 %10, 7
  %20 = zext nneg i32 %19 to i64
  %21 = getelementptr inbounds i16, ptr %2, i64 %20
  %22 = trunc i32 %18 to i16
  %23 = add i16 %22, 1
  %24 = tail call noundef zeroext i16 @__usAtomicCAS(ptr noundef %21, i16 noundef zeroext %22, i16 noundef zeroext %23) #8
  %25 = icmp slt i32 %18, 0
  br i1 %25, label %26, label %29

26:                                               ; preds = %12
  %27 = getelementptr inbounds i8, ptr %5, i64 4
  store i32 %18, ptr %5, align 8
  store i32 %10, ptr %27, align 4
  %28 = call i32 @vprintf(ptr nonnull @.str, ptr nonnull %5) #9
  br label %29

29:                                               ; preds = %26, %12
  %30 = icmp sgt i32 %18, -1
  br i1 %30, label %32, label %31

31:                                               ; preds = %29
  call void @__assertfail(ptr noundef nonnull @.str1, ptr noundef nonnull @.str2, i32 noundef 22, ptr noundef nonnull @__PRETTY_FUNCTION__._Z4refsPiPfPti, i64 noundef 1) #8
  br label %32

32:                                               ; preds = %31, %29, %4
  ret void
}

declare i32 @vprintf(ptr, ptr) local_unnamed_addr

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z8bar_syncPf(ptr nocapture noundef %0) local_unnamed_addr #0 {
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3 = icmp eq i32 %2, 0
  br i1 %3, label %6, label %4

4:                                                ; preds = %1
  %5 = tail call i1 @llvm.nvvm.isspacep.shared(ptr nonnull addrspacecast (ptr addrspace(3) @_ZZ8bar_syncPfE7storage to ptr))
  br label %14

6:                                                ; preds = %1
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = tail call i1 @llvm.nvvm.isspacep.shared(ptr addrspacecast (ptr addrspace(3) @_ZZ8bar_syncPfE7storage to ptr))
  br i1 %8, label %9, label %10

9:                                                ; preds = %6
  tail call void asm sideeffect "mbarrier.init.shared.b64 [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ8bar_syncPfE7storage to i32), i32 %7) #8, !srcloc !13
  br label %14

10:                                               ; preds = %6
  %11 = sub nuw i32 -2147483648, %7
  %12 = zext nneg i32 %11 to i64
  %13 = mul nuw nsw i64 %12, 4294967297
  store i64 %13, ptr addrspacecast (ptr addrspace(3) @_ZZ8bar_syncPfE7storage to ptr), align 8, !tbaa !14
  br label %14

14:                                               ; preds = %4, %10, %9
  %15 = phi i1 [ %5, %4 ], [ false, %10 ], [ true, %9 ]
  tail call void @llvm.nvvm.barrier0()
  %16 = uitofp nneg i32 %2 to float
  %17 = zext nneg i32 %2 to i64
  %18 = getelementptr inbounds float, ptr %0, i64 %17
  store float %16, ptr %18, align 4, !tbaa !7
  br i1 %15, label %29, label %19

19:                                               ; preds = %14
  %20 = tail call i64 asm sideeffect "atom.add.acq_rel.cta.u64 $0,[$1],$2;", "=l,l,l,~{memory}"(ptr nonnull addrspacecast (ptr addrspace(3) @_ZZ8bar_syncPfE7storage to ptr), i64 4294967296) #8, !srcloc !17
  %21 = add i64 %20, 4294967296
  %22 = xor i64 %21, %20
  %23 = icmp sgt i64 %22, -1
  br i1 %23, label %27, label %24

24:                                               ; preds = %19
  %25 = shl i64 %20, 32
  %26 = tail call i64 asm sideeffect "atom.add.relaxed.cta.u64 $0,[$1],$2;", "=l,l,l,~{memory}"(ptr nonnull addrspacecast (ptr addrspace(3) @_ZZ8bar_syncPfE7storage to ptr), i64 %25) #8, !srcloc !18
  br label %27

27:                                               ; preds = %24, %19
  %28 = and i64 %20, -9223372036854775808
  br label %31

29:                                               ; preds = %14
  %30 = tail call noundef i64 asm "mbarrier.arrive.shared.b64                                  $0,  [$1];           // 1. ", "=l,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ8bar_syncPfE7storage to i32)) #8, !srcloc !19
  br label %31

31:                                               ; preds = %29, %27
  %32 = phi i64 [ %28, %27 ], [ %30, %29 ]
  %33 = tail call i64 asm sideeffect "mov.u64 $0, %globaltimer;", "=l"() #8, !srcloc !20
  br label %34

34:                                               ; preds = %59, %31
  %35 = phi i32 [ 0, %31 ], [ %60, %59 ]
  br i1 %15, label %40, label %36

36:                                               ; preds = %34
  %37 = tail call i64 asm sideeffect "ld.acquire.cta.b64 $0,[$1];", "=l,l,~{memory}"(ptr nonnull addrspacecast (ptr addrspace(3) @_ZZ8bar_syncPfE7storage to ptr)) #8, !srcloc !21
  %38 = xor i64 %37, %32
  %39 = icmp slt i64 %38, 0
  br label %43

40:                                               ; preds = %34
  %41 = tail call i32 asm sideeffect "{\0A\09.reg .pred p;\0A\09mbarrier.test_wait.shared.b64 p, [$1], $2;\0A\09selp.b32 $0, 1, 0, p;\0A\09}", "=r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ8bar_syncPfE7storage to i32), i64 %32) #8, !srcloc !22
  %42 = icmp ne i32 %41, 0
  br label %43

43:                                               ; preds = %40, %36
  %44 = phi i1 [ %42, %40 ], [ %39, %36 ]
  br i1 %44, label %61, label %45

45:                                               ; preds = %43
  %46 = icmp slt i32 %35, 16
  br i1 %46, label %47, label %49

47:                                               ; preds = %45
  %48 = add nsw i32 %35, 1
  br label %59

49:                                               ; preds = %45
  %50 = tail call i64 asm sideeffect "mov.u64 $0, %globaltimer;", "=l"() #8, !srcloc !20
  %51 = sub nsw i64 %50, %33
  %52 = icmp sgt i64 %51, 3999999
  br i1 %52, label %53, label %54

53:                                               ; preds = %49
  tail call void asm sideeffect "nanosleep.u32 $0;", "r"(i32 1000000) #8, !srcloc !23
  br label %59

54:                                               ; preds = %49
  %55 = icmp sgt i64 %51, 39999
  br i1 %55, label %56, label %59

56:                                               ; preds = %54
  %57 = lshr i64 %51, 2
  %58 = trunc i64 %57 to i32
  tail call void asm sideeffect "nanosleep.u32 $0;", "r"(i32 %58) #8, !srcloc !23
  br label %59

59:                                               ; preds = %56, %54, %53, %47
  %60 = phi i32 [ %48, %47 ], [ %35, %54 ], [ %35, %56 ], [ %35, %53 ]
  br label %34, !llvm.loop !24

61:                                               ; preds = %43
  %62 = add nuw nsw i32 %2, 1
  %63 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %64 = urem i32 %62, %63
  %65 = zext nneg i32 %64 to i64
  %66 = getelementptr inbounds float, ptr %0, i64 %65
  %67 = load float, ptr %66, align 4, !tbaa !7
  %68 = load float, ptr %18, align 4, !tbaa !7
  %69 = fadd contract float %67, %68
  store float %69, ptr %18, align 4, !tbaa !7
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress norecurse nounwind memory(argmem: readwrite)
define dso_local void @_Z2mmPK6__halfS1_Pf(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #2 {
  %4 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr readonly %0, i32 16)
  %5 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %4, 0
  %6 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %4, 1
  %7 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %4, 2
  %8 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %4, 3
  %9 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %4, 4
  %10 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %4, 5
  %11 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %4, 6
  %12 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %4, 7
  %13 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16.p0(ptr readonly %1, i32 16)
  %14 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %13, 0
  %15 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %13, 1
  %16 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %13, 2
  %17 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %13, 3
  %18 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %13, 4
  %19 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %13, 5
  %20 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %13, 6
  %21 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %13, 7
  %22 = tail call { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f32(<2 x half> %5, <2 x half> %6, <2 x half> %7, <2 x half> %8, <2 x half> %9, <2 x half> %10, <2 x half> %11, <2 x half> %12, <2 x half> %14, <2 x half> %15, <2 x half> %16, <2 x half> %17, <2 x half> %18, <2 x half> %19, <2 x half> %20, <2 x half> %21, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00)
  %23 = extractvalue { float, float, float, float, float, float, float, float } %22, 0
  %24 = extractvalue { float, float, float, float, float, float, float, float } %22, 1
  %25 = extractvalue { float, float, float, float, float, float, float, float } %22, 2
  %26 = extractvalue { float, float, float, float, float, float, float, float } %22, 3
  %27 = extractvalue { float, float, float, float, float, float, float, float } %22, 4
  %28 = extractvalue { float, float, float, float, float, float, float, float } %22, 5
  %29 = extractvalue { float, float, float, float, float, float, float, float } %22, 6
  %30 = extractvalue { float, float, float, float, float, float, float, float } %22, 7
  tail call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p0(ptr %2, float %23, float %24, float %25, float %26, float %27, float %28, float %29, float %30, i32 16)
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nocallback nofree nounwind memory(argmem: read)
declare float @llvm.nvvm.ldg.global.f.f32.p0(ptr nocapture, i32) #4

; Function Attrs: convergent nounwind
declare dso_local zeroext i16 @__usAtomicCAS(ptr noundef, i16 noundef zeroext, i16 noundef zeroext) local_unnamed_addr #5

; Function Attrs: convergent nounwind
declare dso_local void @__assertfail(ptr noundef, ptr noundef, i32 noundef, ptr noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.nvvm.isspacep.shared(ptr nocapture) #3

; Function Attrs: nocallback nofree nounwind memory(argmem: read)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr nocapture readonly, i32) #4

; Function Attrs: nocallback nofree nounwind memory(argmem: read)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16.p0(ptr nocapture readonly, i32) #4

; Function Attrs: nocallback nofree nosync nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float) #6

; Function Attrs: nocallback nounwind memory(argmem: write)
declare void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p0(ptr nocapture writeonly, float, float, float, float, float, float, float, float, i32) #7

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nounwind memory(argmem: read) }
attributes #5 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #6 = { nocallback nofree nosync nounwind memory(none) }
attributes #7 = { nocallback nounwind memory(argmem: write) }
attributes #8 = { convergent nounwind }
attributes #9 = { nounwind }

!nvvm.annotations = !{!0, !1, !2}
!llvm.module.flags = !{!3, !4, !5}
!llvm.ident = !{!6}

!0 = !{ptr @_Z4refsPiPfPti, !"kernel", i32 1}
!1 = !{ptr @_Z8bar_syncPf, !"kernel", i32 1}
!2 = !{ptr @_Z2mmPK6__halfS1_Pf, !"kernel", i32 1}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!7 = !{!8, !8, i64 0}
!8 = !{!"float", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = !{i64 7347309}
!12 = !{i64 7206851}
!13 = !{i64 2165445484}
!14 = !{!15, !16, i64 0}
!15 = !{!"_ZTSN4cuda3std3__416__atomic_storageImEE", !16, i64 0}
!16 = !{!"long", !9, i64 0}
!17 = !{i64 7338739}
!18 = !{i64 7338129}
!19 = !{i64 17803070}
!20 = !{i64 2164711245}
!21 = !{i64 7222012}
!22 = !{i64 2165559678, i64 2165559682, i64 2165559722, i64 2165559791, i64 2165559819}
!23 = !{i64 2164734384}
!24 = distinct !{!24, !25}
!25 = !{!"llvm.loop.mustprogress"}
