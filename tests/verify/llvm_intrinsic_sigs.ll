; ARGS: --sm 80
; LLVM's signatures of its generic intrinsics (at each declaration that is called), the masked-load alignment and the strict-fp mode strings and noalias.scope.decl's scope list, llvm.assume's operand bundles (at the call)
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.sadd.sat.i32(float, i32)
declare i64 @llvm.vector.reduce.add.v4i32(<4 x i32>)
declare float @llvm.vector.reduce.fadd.v4f32(double, <4 x float>)
declare <2 x double> @llvm.masked.load.v2f64.p0(ptr, i32, <2 x i1>, <2 x double>)
declare <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr>, i32, <16 x i1>, <8 x float>)
declare ptr @llvm.ptrmask.p0.v4i64(ptr, <4 x i64>)
declare void @llvm.memset.i64(ptr, i8, i64)
declare i32 @llvm.umax.i32(i32, i32)
declare i24 @llvm.bswap.i24(i24)
declare i32 @llvm.smax.i32(i32, i92)

; LLVM checks a declaration where it is called: these calls make it check
define void @calls(ptr %p, i32 %i, float %f, <4 x i32> %v, <4 x float> %w, <8 x ptr> %ps,
                   <16 x i1> %m16, <4 x i64> %mv, i24 signext %s, <8 x float> %pf) {
  %a = call i32 @llvm.sadd.sat.i32(float %f, i32 %i)
  %b = call i64 @llvm.vector.reduce.add.v4i32(<4 x i32> %v)
  %c = call float @llvm.vector.reduce.fadd.v4f32(double 0.0, <4 x float> %w)
  %d = call <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr> %ps, i32 4, <16 x i1> %m16, <8 x float> %pf)
  %e = call ptr @llvm.ptrmask.p0.v4i64(ptr %p, <4 x i64> %mv)
  call void @llvm.memset.i64(ptr %p, i8 0, i64 4)
  %g = call i32 @llvm.umax.i32(i32 %i, i32 %i)
  %h = call i24 @llvm.bswap.i24(i24 %s)
  %k = call i32 @llvm.smax.i32(i32 %i, i92 0)
  ret void
}

define <2 x double> @f(ptr %p, <2 x i1> %m, <2 x double> %d) {
  %r = call <2 x double> @llvm.masked.load.v2f64.p0(ptr %p, i32 3, <2 x i1> %m, <2 x double> %d)
  ret <2 x double> %r
}

declare double @llvm.experimental.constrained.fadd.f64(double, double, metadata, metadata)
declare half @llvm.fptrunc.round.f16.f32(float, metadata)

define double @g(double %a, float %b) strictfp {
  %x = call double @llvm.experimental.constrained.fadd.f64(double %a, double %a, metadata !"round.dynomic", metadata !"fpexcept.strict") strictfp
  %y = call double @llvm.experimental.constrained.fadd.f64(double %x, double %a, metadata !"round.dynamic", metadata !"fpexcept.restrict") strictfp
  %h = call half @llvm.fptrunc.round.f16.f32(float %b, metadata !"round.dynamic")
  ret double %y
}

declare i1 @llvm.scmp.i1.i32(i32, i32)
declare ptr @llvm.threadlocal.address.p0(ptr)
@tl = thread_local global i32 0
@ntl = global i32 0

define ptr @t(i32 %i) {
  %s = call i1 @llvm.scmp.i1.i32(i32 %i, i32 %i)
  %a = call ptr @llvm.threadlocal.address.p0(ptr @tl)
  %b = call ptr @llvm.threadlocal.address.p0(ptr @ntl)
  ret ptr %b
}

declare void @llvm.experimental.noalias.scope.decl(metadata)

define void @scopes() {
  call void @llvm.experimental.noalias.scope.decl(metadata !0)
  call void @llvm.experimental.noalias.scope.decl(metadata !3)
  call void @llvm.experimental.noalias.scope.decl(metadata !"scope")
  ret void
}

!0 = !{!1}
!1 = distinct !{!1, !2, !"scope a"}
!2 = distinct !{!2, !"domain"}
!3 = !{!1, !4}
!4 = distinct !{!4, !2, !"scope b"}

declare void @llvm.assume(i1)

; llvm.assume's operand bundles: attribute names with their values
define void @assumes(ptr %p, i64 %n) {
  call void @llvm.assume(i1 true) ["align"(ptr %p, i64 16), "nonnull"(ptr %p), "dereferenceable"(ptr %p, i64 8), "ignore"(ptr %p)]
  call void @llvm.assume(i1 true) ["aligned"(ptr %p, i64 16)]
  call void @llvm.assume(i1 true) ["dereferenceable"(ptr %p, i64 %n)]
  call void @llvm.assume(i1 true) ["align"(ptr %p)]
  call void @llvm.assume(i1 true) ["separate_storage"(ptr %p, i64 %n)]
  ret void
}
