; MLIR NVVM dialect op nvvm.cp.async.shared.global: made with mlir-translate-19 (after mlir-opt-19 --convert-nvvm-to-llvm) from the op.
; SM: 80
; CHECK: .version 7.0
; CHECK: cp.async.cg.shared.global [%rd2], [%rd1], 16;
target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %0, ptr addrspace(3) %1, ptr %2, i32 %3, i64 %4, float %5, i16 %6, i1 %7) {
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %1, ptr addrspace(1) %0)
  ret void
}
; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) noalias writeonly, ptr addrspace(1) noalias readonly) #0
attributes #0 = { nocallback nounwind memory(argmem: readwrite) }
