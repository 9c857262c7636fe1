; .cp_mask needs sm_100: a located gating error on sm_90a.
; SM: 90a
; EXPECT-ERROR: requires sm_100 or newer (target is sm_90a)
; EXPECT-LINE: 9
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.cp.async.bulk.shared.cta.to.global.bytemask(ptr addrspace(1), ptr addrspace(3), i32, i64, i1 immarg, i16)
define ptx_kernel void @k(ptr addrspace(1) %g, ptr addrspace(3) %s, i32 %n, i64 %ch, i16 zeroext %m) {
  call void @llvm.nvvm.cp.async.bulk.shared.cta.to.global.bytemask(ptr addrspace(1) %g, ptr addrspace(3) %s, i32 %n, i64 %ch, i1 false, i16 %m) ; here
  ret void
}
