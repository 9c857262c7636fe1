; Texture fetches through a unified texture handle: plain/.level/.grad,
; the array and cube geometries (layer first; three-element lists padded to PTX's four), integer and float
; coordinates, tld4's gather of one component.  A vector mixing the i32
; layer with float coordinates names both kinds of register, which ptxas
; takes (llc-22 moves the floats to .b32 registers first).
; Compared with llc-22 (sm_75).
; SM: 75
; CHECK: tex.1d.v4.f32.s32 {%f5, %f6, %f7, %f8}, [%rd1, {%r2}];
; CHECK: tex.grad.a2d.v4.s32.f32 {%r3, %r4, %r5, %r6}, [%rd1, {%r1, %f1, %f2, %f2}], {%f3, %f4}, {%f1, %f2};
; CHECK: tex.level.acube.v4.f32.f32 {%f9, %f10, %f11, %f12}, [%rd1, {%r1, %f1, %f2, %f3}], %f4;
; CHECK: tld4.g.2d.v4.s32.f32 {%r7, %r8, %r9, %r10}, [%rd1, {%f1, %f2}];
; CHECK: tex.grad.3d.v4.u32.f32 {%r11, %r12, %r13, %r14}, [%rd1, {%f1, %f2, %f3, %f3}], {%f1, %f2, %f3, %f3}, {%f4, %f4, %f4, %f4};
; CHECK: tex.a1d.v4.f32.s32 {%f13, %f14, %f15, %f16}, [%rd1, {%r1, %r2}];
; CHECK: tex.grad.cube.v4.f32.f32 {%f17, %f18, %f19, %f20}, [%rd1, {%f1, %f2, %f3, %f3}], {%f1, %f2, %f3, %f3}, {%f4, %f4, %f4, %f4};
target triple = "nvptx64-nvidia-cuda"
%f4 = type { float, float, float, float }
%i4 = type { i32, i32, i32, i32 }
define ptx_kernel void @k(i64 %t, i64 %s, i32 %l, float %x, float %y, float %z, float %w, i32 %i, ptr addrspace(1) %o) {
  %a = call %f4 @llvm.nvvm.tex.unified.1d.v4f32.s32(i64 %t, i32 %i)
  %a0 = extractvalue %f4 %a, 0
  store volatile float %a0, ptr addrspace(1) %o
  %b = call %i4 @llvm.nvvm.tex.unified.2d.array.grad.v4s32.f32(i64 %t, i32 %l, float %x, float %y, float %z, float %w, float %x, float %y)
  %b0 = extractvalue %i4 %b, 0
  store volatile i32 %b0, ptr addrspace(1) %o
  %c = call %f4 @llvm.nvvm.tex.unified.cube.array.level.v4f32.f32(i64 %t, i32 %l, float %x, float %y, float %z, float %w)
  %c0 = extractvalue %f4 %c, 0
  store volatile float %c0, ptr addrspace(1) %o
  %d = call %i4 @llvm.nvvm.tld4.unified.g.2d.v4s32.f32(i64 %t, float %x, float %y)
  %d0 = extractvalue %i4 %d, 0
  store volatile i32 %d0, ptr addrspace(1) %o
  %e = call %i4 @llvm.nvvm.tex.unified.3d.grad.v4u32.f32(i64 %t, float %x, float %y, float %z, float %x, float %y, float %z, float %w, float %w, float %w)
  %e0 = extractvalue %i4 %e, 0
  store volatile i32 %e0, ptr addrspace(1) %o
  %g = call %f4 @llvm.nvvm.tex.unified.1d.array.v4f32.s32(i64 %t, i32 %l, i32 %i)
  %g0 = extractvalue %f4 %g, 0
  store volatile float %g0, ptr addrspace(1) %o
  %h = call %f4 @llvm.nvvm.tex.unified.cube.grad.v4f32.f32(i64 %t, float %x, float %y, float %z, float %x, float %y, float %z, float %w, float %w, float %w)
  %h0 = extractvalue %f4 %h, 0
  store volatile float %h0, ptr addrspace(1) %o
  ret void
}
