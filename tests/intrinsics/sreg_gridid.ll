; %gridid is a 64-bit register while LLVM's intrinsic returns i32: read
; it into a .b64 register and truncate (a mov.u64 into a 32-bit register
; is PTX that ptxas rejects).
; SM: 75
; CHECK: mov.u64 %rd2, %gridid;
; CHECK: cvt.u32.u64 %r1, %rd2;
; CHECK: st.global.u32 [%rd1], %r1;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.gridid()
define ptx_kernel void @k(ptr addrspace(1) %p) {
  %g = call i32 @llvm.nvvm.read.ptx.sreg.gridid()
  store i32 %g, ptr addrspace(1) %p
  ret void
}
