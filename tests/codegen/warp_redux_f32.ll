; The f32 warp reductions (sm_100a, then the sm_100f family, PTX 8.6):
; .abs reduces the magnitudes, .NaN propagates a NaN instead of skipping
; it.  LLVM 21's names; the NVVM verifier does not know them yet.
; SM: 100a
; ARGS: --no-verify
; CHECK: .version 8.6
; CHECK: redux.sync.min.f32 %f2, %f1, -1;
; CHECK: redux.sync.min.abs.f32 %f3, %f2, -1;
; CHECK: redux.sync.min.NaN.f32 %f4, %f3, -1;
; CHECK: redux.sync.min.abs.NaN.f32 %f5, %f4, -1;
; CHECK: redux.sync.max.f32 %f6, %f5, %r1;
; CHECK: redux.sync.max.abs.f32 %f7, %f6, -1;
; CHECK: redux.sync.max.NaN.f32 %f8, %f7, -1;
; CHECK: redux.sync.max.abs.NaN.f32 %f9, %f8, -1;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare float @llvm.nvvm.redux.sync.fmin(float, i32)
declare float @llvm.nvvm.redux.sync.fmin.abs(float, i32)
declare float @llvm.nvvm.redux.sync.fmin.NaN(float, i32)
declare float @llvm.nvvm.redux.sync.fmin.abs.NaN(float, i32)
declare float @llvm.nvvm.redux.sync.fmax(float, i32)
declare float @llvm.nvvm.redux.sync.fmax.abs(float, i32)
declare float @llvm.nvvm.redux.sync.fmax.NaN(float, i32)
declare float @llvm.nvvm.redux.sync.fmax.abs.NaN(float, i32)

define ptx_kernel void @k(ptr addrspace(1) %out, float %x, i32 %m) {
  %a = call float @llvm.nvvm.redux.sync.fmin(float %x, i32 -1)
  %b = call float @llvm.nvvm.redux.sync.fmin.abs(float %a, i32 -1)
  %c = call float @llvm.nvvm.redux.sync.fmin.NaN(float %b, i32 -1)
  %d = call float @llvm.nvvm.redux.sync.fmin.abs.NaN(float %c, i32 -1)
  %e = call float @llvm.nvvm.redux.sync.fmax(float %d, i32 %m)
  %f = call float @llvm.nvvm.redux.sync.fmax.abs(float %e, i32 -1)
  %g = call float @llvm.nvvm.redux.sync.fmax.NaN(float %f, i32 -1)
  %h = call float @llvm.nvvm.redux.sync.fmax.abs.NaN(float %g, i32 -1)
  store float %h, ptr addrspace(1) %out
  ret void
}
