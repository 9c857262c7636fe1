; MLIR NVVM dialect op nvvm.tcgen05.st: written by hand from LLVM 22's IntrinsicsNVVM.td.
; SM: 100a
; CHECK: .version 8.6
; CHECK: ld.global.v2.u32 {%r2, %r3}, [%rd1];
; CHECK: tcgen05.st.sync.aligned.16x64b.x2.unpack::16b.b32 [%r1], {%r2, %r3};
target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.tcgen05.st.16x64b.x2(ptr addrspace(6), <2 x i32>, i1)
define ptx_kernel void @k(ptr addrspace(1) %p, ptr addrspace(3) %s, ptr %g, i32 %i, i64 %l, float %f, i16 zeroext %h, ptr addrspace(6) %t, ptr addrspace(7) %sc, <2 x half> %hh, double %d, i1 zeroext %b) {
  %v = load <2 x i32>, ptr addrspace(1) %p
  call void @llvm.nvvm.tcgen05.st.16x64b.x2(ptr addrspace(6) %t, <2 x i32> %v, i1 true)
  ret void
}
