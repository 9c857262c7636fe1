; MLIR NVVM dialect op nvvm.tcgen05.ld: written by hand from LLVM 22's IntrinsicsNVVM.td.
; SM: 100a
; CHECK: .version 8.6
; CHECK: tcgen05.ld.sync.aligned.16x64b.x2.b32 {%r2, %r3}, [%r1];
; CHECK: st.global.v2.u32 [%rd1], {%r2, %r3};
target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare <2 x i32> @llvm.nvvm.tcgen05.ld.16x64b.x2(ptr addrspace(6), i1)
define ptx_kernel void @k(ptr addrspace(1) %p, ptr addrspace(3) %s, ptr %g, i32 %i, i64 %l, float %f, i16 zeroext %h, ptr addrspace(6) %t, ptr addrspace(7) %sc, <2 x half> %hh, double %d, i1 zeroext %b) {
  %v = call <2 x i32> @llvm.nvvm.tcgen05.ld.16x64b.x2(ptr addrspace(6) %t, i1 false)
  store <2 x i32> %v, ptr addrspace(1) %p
  ret void
}
