; MLIR NVVM dialect op nvvm.tcgen05.mma_smem_desc: written by hand from LLVM 22's IntrinsicsNVVM.td.
; SM: 100a
; CHECK: .version 8.6
; CHECK: and.b64 %rd3, %rd2, 16383;
; CHECK: shl.b64 %rd4, %rd2, 16;
; CHECK: or.b64 %rd5, %rd3, %rd4;
; CHECK: or.b64 %rd6, %rd5, 4611686018427387904;
; CHECK: st.global.u64 [%rd1], %rd6;
target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, ptr addrspace(3) %s, ptr %g, i32 %i, i64 %l, float %f, i16 zeroext %h, ptr addrspace(6) %t, ptr addrspace(7) %sc, <2 x half> %hh, double %d, i1 zeroext %b) {
  %a = and i64 %l, 16383
  %b1 = shl i64 %l, 16
  %c = or i64 %a, %b1
  %e = or i64 %c, 4611686018427387904
  store i64 %e, ptr addrspace(1) %p
  ret void
}
