; MLIR NVVM dialect op nvvm.elect.sync: written by hand from LLVM 22's IntrinsicsNVVM.td.
; SM: 90
; CHECK: .version 8.0
; CHECK: elect.sync %r1|%p1, -1;
; CHECK: selp.b32 %r2, 1, 0, %p1;
; CHECK: st.global.u32 [%rd1], %r2;
target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare { i32, i1 } @llvm.nvvm.elect.sync(i32)
define ptx_kernel void @k(ptr addrspace(1) %p, ptr addrspace(3) %s, ptr %g, i32 %i, i64 %l, float %f, i16 zeroext %h, ptr addrspace(6) %t, ptr addrspace(7) %sc, <2 x half> %hh, double %d, i1 zeroext %b) {
  %e = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1)
  %r1 = extractvalue { i32, i1 } %e, 1
  %r = zext i1 %r1 to i32
  store i32 %r, ptr addrspace(1) %p
  ret void
}
