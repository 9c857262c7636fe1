; .scale_d takes the f16 and tf32 kinds only (LLVM's range for the kind
; flag there is 0..1; PTX has no scale-input-d for f8f6f4 or i8): kind 2
; is a located error naming the rule, not PTX that ptxas rejects.
; SM: 100a
; EXPECT-ERROR: the kind flag is a constant: 0 (f16) or 1 (tf32) with .scale_d
; EXPECT-LINE: 11
target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.tcgen05.mma.shared.scale_d(ptr addrspace(6), i64, i64, i32, i1, i64, i32, i32, i32)
define ptx_kernel void @k(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %id) {
  call void @llvm.nvvm.tcgen05.mma.shared.scale_d(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %id, i1 true, i64 1, i32 2, i32 1, i32 0)
  ret void
}
