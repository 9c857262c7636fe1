; A family target (sm_103f includes sm_100f) has the f32 redux from PTX
; 8.8, a later version than sm_100a's 8.6: .version says so.
; SM: 103f
; ARGS: --no-verify
; CHECK: .version 8.8
; CHECK: redux.sync.max.abs.f32 %f2, %f1, -1;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare float @llvm.nvvm.redux.sync.fmax.abs(float, i32)
define ptx_kernel void @k(ptr addrspace(1) %out, float %x) {
  %a = call float @llvm.nvvm.redux.sync.fmax.abs(float %x, i32 -1)
  store float %a, ptr addrspace(1) %out
  ret void
}
