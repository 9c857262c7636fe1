; The fourth (.w) components of the .v4 special registers.
; SM: 75
; CHECK: mov.u32 %r1, %tid.w;
; CHECK: mov.u32 %r2, %ntid.w;
; CHECK: mov.u32 %r3, %ctaid.w;
; CHECK: mov.u32 %r4, %nctaid.w;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.w()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.w()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.w()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.w()
define ptx_kernel void @k(ptr addrspace(1) %p) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.w()
  store volatile i32 %tid, ptr addrspace(1) %p
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.w()
  store volatile i32 %ntid, ptr addrspace(1) %p
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.w()
  store volatile i32 %ctaid, ptr addrspace(1) %p
  %nctaid = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.w()
  store volatile i32 %nctaid, ptr addrspace(1) %p
  ret void
}
