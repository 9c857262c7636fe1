; MLIR NVVM dialect op nvvm.rcp.approx.ftz.f: made with mlir-translate-19 (after mlir-opt-19 --convert-nvvm-to-llvm) from the op.
; SM: 52
; CHECK: .version 4.1
; CHECK: rcp.approx.ftz.f32 %f2, %f1;
; CHECK: st.global.f32 [%rd1], %f2;
target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %0, ptr addrspace(3) %1, ptr %2, i32 %3, i64 %4, float %5, i16 %6, i1 %7) {
  %9 = call float @llvm.nvvm.rcp.approx.ftz.f(float %5)
  store float %9, ptr addrspace(1) %0, align 4
  ret void
}
; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rcp.approx.ftz.f(float) #0
attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }
