; tcgen05.shift is arch-specific (sm_100a, sm_103a, sm_110a): the 32-bit
; tensor-memory address in brackets.
; SM: 103a
; CHECK: .version 8.8
; CHECK: ld.shared.u32 %r1, [%rd1];
; CHECK: tcgen05.shift.cta_group::1.down [%r1];
; CHECK: ld.shared.u32 %r1, [%rd1];
; CHECK: tcgen05.shift.cta_group::2.down [%r1];
target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.tcgen05.shift.down.cg1(ptr addrspace(6))
declare void @llvm.nvvm.tcgen05.shift.down.cg2(ptr addrspace(6))
define ptx_kernel void @one(ptr addrspace(3) %s) {
  %a = load i32, ptr addrspace(3) %s, align 4
  %t = inttoptr i32 %a to ptr addrspace(6)
  call void @llvm.nvvm.tcgen05.shift.down.cg1(ptr addrspace(6) %t)
  ret void
}
define ptx_kernel void @pair(ptr addrspace(3) %s) {
  %a = load i32, ptr addrspace(3) %s, align 4
  %t = inttoptr i32 %a to ptr addrspace(6)
  call void @llvm.nvvm.tcgen05.shift.down.cg2(ptr addrspace(6) %t)
  ret void
}
