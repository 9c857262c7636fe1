; MLIR NVVM dialect op nvvm.stmatrix: made with mlir-translate-19 (after mlir-opt-19 --convert-nvvm-to-llvm) from the op.
; SM: 90
; CHECK: .version 7.8
; CHECK: cvt.u32.u64 %r2, %rd1;
; CHECK: // begin inline asm
; CHECK: stmatrix.sync.aligned.x1.m8n8.shared.b16 [%r2], {%r1};
; CHECK: // end inline asm
target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %0, ptr addrspace(3) %1, ptr %2, i32 %3, i64 %4, float %5, i16 %6, i1 %7) {
  call void asm sideeffect "stmatrix.sync.aligned.x1.m8n8.shared.b16 [$0], {$1};", "r,r"(ptr addrspace(3) %1, i32 %3)
  ret void
}
