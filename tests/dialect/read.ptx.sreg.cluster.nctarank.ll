; MLIR NVVM dialect op nvvm.read.ptx.sreg.cluster.nctarank: made with mlir-translate-19 (after mlir-opt-19 --convert-nvvm-to-llvm) from the op.
; SM: 90
; CHECK: .version 7.8
; CHECK: mov.u32 %r1, %cluster_nctarank;
; CHECK: st.global.u32 [%rd1], %r1;
target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %0, ptr addrspace(3) %1, ptr %2, i32 %3, i64 %4, float %5, i16 %6, i1 %7) {
  %9 = call i32 @llvm.nvvm.read.ptx.sreg.cluster.nctarank()
  store i32 %9, ptr addrspace(1) %0, align 4
  ret void
}
; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.cluster.nctarank() #0
attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
