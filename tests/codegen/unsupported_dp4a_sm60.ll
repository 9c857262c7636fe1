; dp4a needs the DP4A feature (sm_61): on sm_60 no pattern covers the
; intrinsic, a located error.
; SM: 60
; EXPECT-ERROR: 'dp4a.u32.u32' requires sm_61 or newer (target is sm_60)
; EXPECT-LINE: 10
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.idp4a.u.u(i32, i32, i32)
define ptx_kernel void @k(ptr addrspace(1) %p, i32 %a, i32 %b) {
  %d = call i32 @llvm.nvvm.idp4a.u.u(i32 %a, i32 %b, i32 0)
  store i32 %d, ptr addrspace(1) %p, align 4
  ret void
}
