; SM: 80
; LLVM 22's NVPTX layout (32-bit tensor-memory pointers, i256) and
; intrinsics called without a declaration compile like any module.
; CHECK: .address_size 64
; CHECK: ld.param.f32 %f1, [f_param_0];
; CHECK: ld.param.u32 %r1, [f_param_1];
; CHECK: mov.u32 %r2, %tid.x;
; CHECK: abs.f32 %f2, %f1;
; CHECK: max.s32 %r3, %r1, 0;
; CHECK: add.s32 %r4, %r3, %r2;
; CHECK: cvt.rn.f32.s32 %f3, %r4;
; CHECK: add.rn.f32 %f4, %f2, %f3;
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define float @f(float %x, i32 %a) {
  %r = call float @llvm.fabs.f32(float %x)
  %m = call i32 @llvm.smax.i32(i32 %a, i32 0)
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %s = add i32 %m, %t
  %c = sitofp i32 %s to float
  %y = fadd float %r, %c
  ret float %y
}
