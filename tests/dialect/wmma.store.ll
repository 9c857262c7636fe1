; MLIR NVVM dialect op nvvm.wmma.store: written by hand from LLVM 22's IntrinsicsNVVM.td.
; SM: 70
; CHECK: .version 6.3
; CHECK: wmma.store.d.sync.aligned.row.m16n16k16.global.f32 [%rd1], {%f1, %f1, %f1, %f1, %f1, %f1, %f1, %f1}, %r1;
target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p1(ptr addrspace(1), float, float, float, float, float, float, float, float, i32)
define ptx_kernel void @k(ptr addrspace(1) %p, ptr addrspace(3) %s, ptr %g, i32 %i, i64 %l, float %f, i16 zeroext %h, ptr addrspace(6) %t, ptr addrspace(7) %sc, <2 x half> %hh, double %d, i1 zeroext %b) {
  call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p1(ptr addrspace(1) %p, float %f, float %f, float %f, float %f, float %f, float %f, float %f, float %f, i32 %i)
  ret void
}
