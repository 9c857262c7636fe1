; %globaltimer_lo needs sm_30 (and PTX 3.1): a located gating error on sm_20.
; SM: 20
; EXPECT-ERROR: requires sm_30 or newer (target is sm_20)
; EXPECT-LINE: 9
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.globaltimer.lo()
define ptx_kernel void @k(ptr addrspace(1) %p) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.globaltimer.lo()
  store i32 %t, ptr addrspace(1) %p
  ret void
}
