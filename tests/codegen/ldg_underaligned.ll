; ldg at an alignment below its size (isel/lower/warp.c): ld.global.nc in the
; pieces the alignment allows, put together in an integer register (two
; halves: one mov.b32 into the float register).
; SM: 80
; CHECK: ld.param.u64 %rd1, [f_param_0];
; CHECK: ld.param.u64 %rd2, [f_param_1];
; CHECK: ld.global.nc.u16 %rs1, [%rd1];
; CHECK: ld.global.nc.u16 %rs2, [%rd1+2];
; CHECK: mov.b32 %f1, {%rs1, %rs2};
; CHECK: st.global.f32 [%rd2], %f1;
; CHECK-NOT: ld.global.nc.f32
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1), i32)
define void @f(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %a = call float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1) %p, i32 2)
  store float %a, ptr addrspace(1) %q
  ret void
}
