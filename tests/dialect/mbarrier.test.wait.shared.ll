; MLIR NVVM dialect op nvvm.mbarrier.test.wait.shared: made with mlir-translate-19 (after mlir-opt-19 --convert-nvvm-to-llvm) from the op.
; SM: 90
; CHECK: .version 7.8
; CHECK: mbarrier.test_wait.shared.b64 %p1, [%rd2], %rd3;
; CHECK: selp.b32 %r1, 1, 0, %p1;
; CHECK: st.global.u32 [%rd1], %r1;
target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %0, ptr addrspace(3) %1, ptr %2, i32 %3, i64 %4, float %5, i16 %6, i1 %7) {
  %9 = call i1 @llvm.nvvm.mbarrier.test.wait.shared(ptr addrspace(3) %1, i64 %4)
  %10 = zext i1 %9 to i32
  store i32 %10, ptr addrspace(1) %0, align 4
  ret void
}
; Function Attrs: convergent nocallback nounwind
declare i1 @llvm.nvvm.mbarrier.test.wait.shared(ptr addrspace(3), i64) #0
attributes #0 = { convergent nocallback nounwind }
