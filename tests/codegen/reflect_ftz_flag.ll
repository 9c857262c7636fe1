; -ftz on the command line makes __nvvm_reflect("__CUDA_FTZ") 1 when the
; module has no nvvm-reflect-ftz flag: the flush-to-zero path is taken.
; SM: 90a
; CHECK-NOT: add.rz.f32
; ARGS: -ftz
; CHECK: add.rz.ftz.f32
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@ftz = private unnamed_addr constant [11 x i8] c"__CUDA_FTZ\00"

define float @add_rz(float %a, float %b) {
  %f = call i32 @__nvvm_reflect(ptr @ftz)
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

declare i32 @__nvvm_reflect(ptr)
declare float @llvm.nvvm.add.rz.ftz.f(float, float) nounwind readnone
declare float @llvm.nvvm.add.rz.f(float, float) nounwind readnone

