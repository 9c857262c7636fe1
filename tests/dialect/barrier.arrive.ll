; MLIR NVVM dialect op nvvm.barrier.arrive: made with mlir-translate-19 (after mlir-opt-19 --convert-nvvm-to-llvm) from the op.
; SM: 70
; CHECK: .version 6.0
; CHECK: // begin inline asm
; CHECK: bar.arrive 0, %r1;
; CHECK: // end inline asm
target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %0, ptr addrspace(3) %1, ptr %2, i32 %3, i64 %4, float %5, i16 %6, i1 %7) {
  call void asm sideeffect "bar.arrive 0, $0;", "r"(i32 %3)
  ret void
}
