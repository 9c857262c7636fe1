; NVVMReflect in the typed-pointer dialect (the argument is a GEP of the
; string), for __CUDA_FTZ from the module flag nvvm-reflect-ftz (1 here),
; __CUDA_PREC_SQRT from nvvm-reflect-prec-sqrt (absent: 0), and an
; unknown name (0); also llvm.nvvm.reflect, the intrinsic spelling, and a
; switch on a reflected value.
; SM: 80
; CHECK: add.rz.ftz.f32
; CHECK-NOT: add.rz.f32
; CHECK: sqrt.approx.f32
; CHECK-NOT: sqrt.rn.f32
; CHECK: st.param.b32 [func_retval0], 7;
; CHECK-NOT: mul.lo.s32
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@ftz = private unnamed_addr constant [11 x i8] c"__CUDA_FTZ\00"
@prec = private unnamed_addr constant [17 x i8] c"__CUDA_PREC_SQRT\00"
@what = private unnamed_addr constant [7 x i8] c"__WHAT\00"

define float @add_rz(float %a, float %b) {
  %f = call i32 @__nvvm_reflect(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @ftz, i64 0, i64 0))
  %c = icmp ne i32 %f, 0
  br i1 %c, label %yes, label %no
yes:
  %1 = call float @llvm.nvvm.add.rz.ftz.f(float %a, float %b)
  br label %out
no:
  %2 = call float @llvm.nvvm.add.rz.f(float %a, float %b)
  br label %out
out:
  %r = phi float [ %1, %yes ], [ %2, %no ]
  ret float %r
}

define float @sqrt(float %a) {
  %p = call i32 @llvm.nvvm.reflect(i8* getelementptr inbounds ([17 x i8], [17 x i8]* @prec, i64 0, i64 0))
  %c = icmp eq i32 %p, 1
  br i1 %c, label %prec, label %fast
prec:
  %1 = call float @llvm.nvvm.sqrt.rn.f(float %a)
  ret float %1
fast:
  %2 = call float @llvm.nvvm.sqrt.approx.f(float %a)
  ret float %2
}

define i32 @unknown(i32 %x) {
  %w = call i32 @__nvvm_reflect(i8* getelementptr inbounds ([7 x i8], [7 x i8]* @what, i64 0, i64 0))
  switch i32 %w, label %other [ i32 0, label %zero ]
zero:
  br label %out
other:
  %m = mul i32 %x, %x
  br label %out
out:
  %r = phi i32 [ 7, %zero ], [ %m, %other ]
  ret i32 %r
}

declare i32 @__nvvm_reflect(i8*)
declare i32 @llvm.nvvm.reflect(i8*)
declare float @llvm.nvvm.add.rz.ftz.f(float, float) nounwind readnone
declare float @llvm.nvvm.add.rz.f(float, float) nounwind readnone
declare float @llvm.nvvm.sqrt.rn.f(float) nounwind readnone
declare float @llvm.nvvm.sqrt.approx.f(float) nounwind readnone

!llvm.module.flags = !{!0}
!0 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
