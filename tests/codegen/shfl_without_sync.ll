; shfl without .sync assumed a warp runs in lockstep; PTX dropped it with
; Volta's independent thread scheduling (sm_70).  The error names the
; .sync intrinsic to use instead.
; SM: 80
; EXPECT-ERROR: unsupported: '@llvm.nvvm.shfl.down.i32' (without .sync, not supported from sm_70 on); use '@llvm.nvvm.shfl.sync.down.i32' with a lane mask
; EXPECT-LINE: 11
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.shfl.down.i32(i32, i32, i32)
define ptx_kernel void @k(ptr addrspace(1) %out, i32 %x) {
  %a = call i32 @llvm.nvvm.shfl.down.i32(i32 %x, i32 1, i32 31)
  store i32 %a, ptr addrspace(1) %out
  ret void
}
