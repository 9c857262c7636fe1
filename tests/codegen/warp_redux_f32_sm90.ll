; A feature the target lacks names the intrinsic and the targets that
; have it: the f32 redux came to sm_100a, then to the sm_100f family (an
; 'a' or 'f' target, so not "sm_100 or newer": sm_120 lacks it).
; SM: 90a
; ARGS: --no-verify
; EXPECT-ERROR: 'redux.sync.max.f32' requires sm_100f (target is sm_90a)
; EXPECT-LINE: 12
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare float @llvm.nvvm.redux.sync.fmax(float, i32)
define ptx_kernel void @k(ptr addrspace(1) %out, float %x) {
  %a = call float @llvm.nvvm.redux.sync.fmax(float %x, i32 -1)
  store float %a, ptr addrspace(1) %out
  ret void
}
