; tcgen05.shift on the family target sm_100f: a located gating error.
; SM: 100f
; EXPECT-ERROR: requires sm_100a, sm_103a or sm_110a (target is sm_100f)
; EXPECT-LINE: 11
target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.tcgen05.shift.down.cg1(ptr addrspace(6))
define ptx_kernel void @k(ptr addrspace(3) %s) {
  %a = load i32, ptr addrspace(3) %s, align 4
  %t = inttoptr i32 %a to ptr addrspace(6)
  call void @llvm.nvvm.tcgen05.shift.down.cg1(ptr addrspace(6) %t) ; here
  ret void
}
