; MLIR NVVM dialect op nvvm.mbarrier.arrive.expect_tx: written by hand from LLVM 22's IntrinsicsNVVM.td.
; SM: 90
; CHECK: .version 8.0
; CHECK: mbarrier.arrive.expect_tx.release.cta.shared::cta.b64 %rd3, [%rd2], %r1;
; CHECK: st.global.u64 [%rd1], %rd3;
target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta(ptr addrspace(3), i32)
define ptx_kernel void @k(ptr addrspace(1) %p, ptr addrspace(3) %s, ptr %g, i32 %i, i64 %l, float %f, i16 zeroext %h, ptr addrspace(6) %t, ptr addrspace(7) %sc, <2 x half> %hh, double %d, i1 zeroext %b) {
  %r = call i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta(ptr addrspace(3) %s, i32 %i)
  store i64 %r, ptr addrspace(1) %p
  ret void
}
