; MLIR NVVM dialect op nvvm.cluster.arrive.relaxed: made with mlir-translate-19 (after mlir-opt-19 --convert-nvvm-to-llvm) from the op.
; SM: 90
; CHECK: .version 8.0
; CHECK: barrier.cluster.arrive.relaxed;
target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %0, ptr addrspace(3) %1, ptr %2, i32 %3, i64 %4, float %5, i16 %6, i1 %7) {
  call void @llvm.nvvm.barrier.cluster.arrive.relaxed()
  ret void
}
; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cluster.arrive.relaxed() #0
attributes #0 = { convergent nocallback nounwind }
