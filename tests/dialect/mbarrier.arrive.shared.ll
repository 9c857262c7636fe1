; MLIR NVVM dialect op nvvm.mbarrier.arrive.shared: made with mlir-translate-19 (after mlir-opt-19 --convert-nvvm-to-llvm) from the op.
; SM: 80
; CHECK: .version 7.0
; CHECK: mbarrier.arrive.shared.b64 %rd3, [%rd2];
; CHECK: mov.b64 {%r1, _}, %rd3;
; CHECK: st.global.u32 [%rd1], %r1;
; CHECK: mov.b64 {_, %r2}, %rd3;
; CHECK: st.global.u32 [%rd1+4], %r2;
target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %0, ptr addrspace(3) %1, ptr %2, i32 %3, i64 %4, float %5, i16 %6, i1 %7) {
  %9 = call i64 @llvm.nvvm.mbarrier.arrive.shared(ptr addrspace(3) %1)
  store i64 %9, ptr addrspace(1) %0, align 4
  ret void
}
; Function Attrs: convergent nocallback nounwind
declare i64 @llvm.nvvm.mbarrier.arrive.shared(ptr addrspace(3)) #0
attributes #0 = { convergent nocallback nounwind }
