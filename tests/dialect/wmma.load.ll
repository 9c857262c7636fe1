; MLIR NVVM dialect op nvvm.wmma.load: written by hand from LLVM 22's IntrinsicsNVVM.td.
; SM: 70
; CHECK: .version 6.3
; CHECK: wmma.load.a.sync.aligned.row.m16n16k16.global.f16 {%r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9}, [%rd1], %r1;
; CHECK: mov.b32 {%rs1, _}, %r2;
; CHECK: mov.b32 {_, %rs2}, %r2;
; CHECK: st.global.v2.b16 [%rd1], {%rs1, %rs2};
target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p1(ptr addrspace(1), i32)
define ptx_kernel void @k(ptr addrspace(1) %p, ptr addrspace(3) %s, ptr %g, i32 %i, i64 %l, float %f, i16 zeroext %h, ptr addrspace(6) %t, ptr addrspace(7) %sc, <2 x half> %hh, double %d, i1 zeroext %b) {
  %a = call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p1(ptr addrspace(1) %p, i32 %i)
  %a0 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %a, 0
  store <2 x half> %a0, ptr addrspace(1) %p
  ret void
}
