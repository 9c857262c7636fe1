; redux.sync needs sm_80.  (The NVVM verifier says so first in standard
; mode; past it, code generation names the intrinsic and the target.)
; SM: 75
; ARGS: --no-verify
; EXPECT-ERROR: 'redux.sync.max.u32' requires sm_80 or newer (target is sm_75)
; EXPECT-LINE: 11
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.redux.sync.umax(i32, i32)
define ptx_kernel void @k(ptr addrspace(1) %out, i32 %x) {
  %a = call i32 @llvm.nvvm.redux.sync.umax(i32 %x, i32 -1)
  store i32 %a, ptr addrspace(1) %out
  ret void
}
