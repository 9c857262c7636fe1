; Textures and surfaces through 64-bit handles (CUDA's unified mode): a
; texture object passed in (%obj) or a .texref/.surfref variable (the
; module annotates @tex0 "texture", @surf0 "surface") whose handle
; llvm.nvvm.texsurf.handle.internal takes.  Each tex, tld4, suld and sust
; is one PTX instruction; vectors of three (3d and 2d-array coordinates,
; a cube's gradients) are padded to four with their last element, as llc
; pads them; i8 surface data travels in 16-bit registers.  A register
; handle is indirect texture access (PTX 3.1), tex.grad on a cube needs
; PTX 4.3 (the .version below is sm_70's own 6.0).
; SM: 70
; CHECK: .global .texref tex0;
; CHECK: .global .surfref surf0;
; CHECK: ld.param.u64 %rd1, [k_param_0];
; CHECK: ld.param.u64 %rd2, [k_param_1];
; CHECK: ld.param.f32 %f1, [k_param_2];
; CHECK: ld.param.f32 %f2, [k_param_3];
; CHECK: ld.param.u32 %r1, [k_param_4];
; CHECK: ld.param.u32 %r2, [k_param_5];
; CHECK: mov.u64 %rd4, tex0;
; CHECK: mov.u64 %rd5, surf0;
; CHECK: mov.f32 %f19, 0f3FC00000;
; CHECK: tex.level.2d.v4.f32.f32 {%f3, %f4, %f5, %f6}, [%rd4, {%f1, %f2}], %f19;
; CHECK: mov.b32 %r11, 7;
; CHECK: tex.3d.v4.s32.s32 {%r3, %r4, %r5, %r6}, [%rd2, {%r1, %r2, %r11, %r11}];
; CHECK: mov.f32 %f20, 0f3F800000;
; CHECK: mov.f32 %f21, 0f00000000;
; CHECK: mov.f32 %f22, 0f00000000;
; CHECK: mov.f32 %f23, 0f3F800000;
; CHECK: tex.grad.2d.v4.f32.f32 {%f7, %f8, %f9, %f10}, [%rd2, {%f1, %f2}], {%f20, %f21}, {%f22, %f23};
; CHECK: tex.a1d.v4.u32.f32 {%r7, %r8, %r9, %r10}, [%rd2, {%r1, %f1}];
; CHECK: tld4.g.2d.v4.f32.f32 {%f11, %f12, %f13, %f14}, [%rd2, {%f1, %f2}];
; CHECK: mov.f32 %f24, 0f3F800000;
; CHECK: mov.f32 %f25, 0f40000000;
; CHECK: mov.f32 %f26, 0f40400000;
; CHECK: mov.f32 %f27, 0f40800000;
; CHECK: mov.f32 %f28, 0f40A00000;
; CHECK: mov.f32 %f29, 0f40C00000;
; CHECK: tex.grad.acube.v4.f32.f32 {%f15, %f16, %f17, %f18}, [%rd2, {%r1, %f1, %f2, %f1}], {%f24, %f25, %f26, %f26}, {%f27, %f28, %f29, %f29};
; CHECK: suld.b.2d.v4.b8.clamp {%rs1, %rs2, %rs3, %rs4}, [%rd5, {%r1, %r2}];
; CHECK: mov.b32 %r12, 2;
; CHECK: suld.b.a2d.b64.zero {%rd3}, [%rd5, {%r1, %r2, %r12, %r12}];
; CHECK: mov.b32 %r13, 3;
; CHECK: mov.b64 %rd6, 9;
; CHECK: sust.b.3d.v2.b64.zero [%rd5, {%r1, %r2, %r13, %r13}], {%rd3, %rd6};
; CHECK: sust.p.1d.b32.trap [%rd5, {%r1}], {%r4};
; CHECK: txq.num_mipmap_levels.b32 %r14, [%rd4];
; CHECK: suq.depth.b32 %r15, [%rd5];
; CHECK: st.global.f32 [%rd1], %f33;
; CHECK: st.global.u32 [%rd1+4], %r19;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@tex0 = internal addrspace(1) global i64 0, align 8
@surf0 = internal addrspace(1) global i64 0, align 8

declare i64 @llvm.nvvm.texsurf.handle.internal.p1(ptr addrspace(1))
declare { float, float, float, float } @llvm.nvvm.tex.unified.2d.level.v4f32.f32(i64, float, float, float)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.unified.3d.v4s32.s32(i64, i32, i32, i32)
declare { float, float, float, float } @llvm.nvvm.tex.unified.2d.grad.v4f32.f32(i64, float, float, float, float, float, float)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.unified.1d.array.v4u32.f32(i64, i32, float)
declare { float, float, float, float } @llvm.nvvm.tld4.unified.g.2d.v4f32.f32(i64, float, float)
declare { float, float, float, float } @llvm.nvvm.tex.unified.cube.array.grad.v4f32.f32(i64, i32, float, float, float, float, float, float, float, float, float)
declare { i16, i16, i16, i16 } @llvm.nvvm.suld.2d.v4i8.clamp(i64, i32, i32)
declare i64 @llvm.nvvm.suld.2d.array.i64.zero(i64, i32, i32, i32)
declare void @llvm.nvvm.sust.b.3d.v2i64.zero(i64, i32, i32, i32, i64, i64)
declare void @llvm.nvvm.sust.p.1d.i32.trap(i64, i32, i32)
declare i32 @llvm.nvvm.txq.num.mipmap.levels(i64)
declare i32 @llvm.nvvm.suq.depth(i64)

define ptx_kernel void @k(ptr addrspace(1) %out, i64 %obj, float %x, float %y, i32 %i, i32 %j) {
  %h = call i64 @llvm.nvvm.texsurf.handle.internal.p1(ptr addrspace(1) @tex0)
  %s = call i64 @llvm.nvvm.texsurf.handle.internal.p1(ptr addrspace(1) @surf0)
  %a = call { float, float, float, float } @llvm.nvvm.tex.unified.2d.level.v4f32.f32(i64 %h, float %x, float %y, float 1.5)
  %a0 = extractvalue { float, float, float, float } %a, 0
  %a3 = extractvalue { float, float, float, float } %a, 3
  %b = call { i32, i32, i32, i32 } @llvm.nvvm.tex.unified.3d.v4s32.s32(i64 %obj, i32 %i, i32 %j, i32 7)
  %b1 = extractvalue { i32, i32, i32, i32 } %b, 1
  %c = call { float, float, float, float } @llvm.nvvm.tex.unified.2d.grad.v4f32.f32(i64 %obj, float %x, float %y, float 1.0, float 0.0, float 0.0, float 1.0)
  %c2 = extractvalue { float, float, float, float } %c, 2
  %d = call { i32, i32, i32, i32 } @llvm.nvvm.tex.unified.1d.array.v4u32.f32(i64 %obj, i32 %i, float %x)
  %d0 = extractvalue { i32, i32, i32, i32 } %d, 0
  %e = call { float, float, float, float } @llvm.nvvm.tld4.unified.g.2d.v4f32.f32(i64 %obj, float %x, float %y)
  %e1 = extractvalue { float, float, float, float } %e, 1
  %g = call { float, float, float, float } @llvm.nvvm.tex.unified.cube.array.grad.v4f32.f32(i64 %obj, i32 %i, float %x, float %y, float %x, float 1.0, float 2.0, float 3.0, float 4.0, float 5.0, float 6.0)
  %g0 = extractvalue { float, float, float, float } %g, 0
  %sl = call { i16, i16, i16, i16 } @llvm.nvvm.suld.2d.v4i8.clamp(i64 %s, i32 %i, i32 %j)
  %sl3 = extractvalue { i16, i16, i16, i16 } %sl, 3
  %q = call i64 @llvm.nvvm.suld.2d.array.i64.zero(i64 %s, i32 %i, i32 %j, i32 2)
  call void @llvm.nvvm.sust.b.3d.v2i64.zero(i64 %s, i32 %i, i32 %j, i32 3, i64 %q, i64 9)
  call void @llvm.nvvm.sust.p.1d.i32.trap(i64 %s, i32 %i, i32 %b1)
  %m = call i32 @llvm.nvvm.txq.num.mipmap.levels(i64 %h)
  %sd = call i32 @llvm.nvvm.suq.depth(i64 %s)
  %f1 = fadd float %a0, %a3
  %f2 = fadd float %f1, %c2
  %f3 = fadd float %f2, %e1
  %f4 = fadd float %f3, %g0
  store float %f4, ptr addrspace(1) %out
  %p1 = getelementptr i32, ptr addrspace(1) %out, i32 1
  %i1 = add i32 %d0, %m
  %i2 = add i32 %i1, %sd
  %w = zext i16 %sl3 to i32
  %i3 = add i32 %i2, %w
  store i32 %i3, ptr addrspace(1) %p1
  ret void
}
!nvvm.annotations = !{!1, !2}
!1 = !{ptr addrspace(1) @tex0, !"texture", i32 1}
!2 = !{ptr addrspace(1) @surf0, !"surface", i32 1}
