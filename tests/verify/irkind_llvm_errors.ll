; ARGS: --sm 80 --ir=llvm
; LLVM IR: the checks that protect correctness stay errors
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"

define ptx_kernel void @f(ptr addrspace(3) %s, ptr addrspace(6) %t) "nvvm.cluster_dim"="2,1,1" {
  %g = addrspacecast ptr addrspace(3) %s to ptr addrspace(1)
  %v = load i32, ptr addrspace(6) %t
  fence syncscope("agent") seq_cst
  ret void
}
