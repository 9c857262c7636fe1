; MLIR NVVM dialect op nvvm.mma.sync: written by hand from LLVM 22's IntrinsicsNVVM.td.
; SM: 80
; CHECK: .version 7.0
; CHECK: mov.b32 %r1, {%rs1, %rs2};
; CHECK: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%f2, %f3, %f4, %f5}, {%r1, %r1, %r1, %r1}, {%r1, %r1}, {%f1, %f1, %f1, %f1};
; CHECK: st.global.f32 [%rd1], %f2;
target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float)
define ptx_kernel void @k(ptr addrspace(1) %p, ptr addrspace(3) %s, ptr %g, i32 %i, i64 %l, float %f, i16 zeroext %h, ptr addrspace(6) %t, ptr addrspace(7) %sc, <2 x half> %hh, double %d, i1 zeroext %b) {
  %m = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %hh, <2 x half> %hh, <2 x half> %hh, <2 x half> %hh, <2 x half> %hh, <2 x half> %hh, float %f, float %f, float %f, float %f)
  %m0 = extractvalue { float, float, float, float } %m, 0
  store float %m0, ptr addrspace(1) %p
  ret void
}
