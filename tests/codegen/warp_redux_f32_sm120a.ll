; sm_120a is a later target but not of the sm_100 family: no f32 redux.
; SM: 120a
; ARGS: --no-verify
; EXPECT-ERROR: 'redux.sync.max.f32' requires sm_100f (target is sm_120a)
; EXPECT-LINE: 10
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare float @llvm.nvvm.redux.sync.fmax(float, i32)
define ptx_kernel void @k(ptr addrspace(1) %out, float %x) {
  %a = call float @llvm.nvvm.redux.sync.fmax(float %x, i32 -1)
  store float %a, ptr addrspace(1) %out
  ret void
}
