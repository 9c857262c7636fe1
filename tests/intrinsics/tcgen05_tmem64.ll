; Without "p6:32" in the data layout a tensor-memory pointer is 64 bits, which
; no tcgen05 instruction takes: a located error, never a .b64 taddr.
; SM: 100a
; EXPECT-ERROR: on a 64-bit tensor-memory pointer
; EXPECT-LINE: 12
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6), i32)
define ptx_kernel void @k(ptr addrspace(3) %s) {
  %a = load i64, ptr addrspace(3) %s, align 8
  %t = inttoptr i64 %a to ptr addrspace(6)
  call void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6) %t, i32 32) ; here
  ret void
}
