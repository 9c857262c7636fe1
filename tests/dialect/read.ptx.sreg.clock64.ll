; MLIR NVVM dialect op nvvm.read.ptx.sreg.clock64: made with mlir-translate-19 (after mlir-opt-19 --convert-nvvm-to-llvm) from the op.
; SM: 52
; CHECK: .version 4.1
; CHECK: mov.u64 %rd2, %clock64;
; CHECK: mov.b64 {%r1, _}, %rd2;
; CHECK: st.global.u32 [%rd1], %r1;
; CHECK: mov.b64 {_, %r2}, %rd2;
; CHECK: st.global.u32 [%rd1+4], %r2;
target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %0, ptr addrspace(3) %1, ptr %2, i32 %3, i64 %4, float %5, i16 %6, i1 %7) {
  %9 = call i64 @llvm.nvvm.read.ptx.sreg.clock64()
  store i64 %9, ptr addrspace(1) %0, align 4
  ret void
}
; Function Attrs: nocallback nounwind memory(inaccessiblemem: readwrite)
declare noundef i64 @llvm.nvvm.read.ptx.sreg.clock64() #0
attributes #0 = { nocallback nounwind memory(inaccessiblemem: readwrite) }
