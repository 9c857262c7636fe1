; On sm_20, whose own PTX is 2.3, a texture read through a register
; handle (indirect texture access) raises .version to 3.1: ptxas refuses
; it in older PTX.
; SM: 20
; CHECK: .version 3.1
; CHECK: .visible .global .texref t;
; CHECK: mov.u64 %rd2, t;
; CHECK: tex.1d.v4.f32.s32 {%f1, %f2, %f3, %f4}, [%rd2, {%r1}];
; CHECK: txq.width.b32 %r2, [%rd2];
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@t = addrspace(1) global i64 0, align 8
declare i64 @llvm.nvvm.texsurf.handle.internal.p1(ptr addrspace(1))
declare { float, float, float, float } @llvm.nvvm.tex.unified.1d.v4f32.s32(i64, i32)
declare i32 @llvm.nvvm.txq.width(i64)
define ptx_kernel void @k(ptr addrspace(1) %out, i32 %i) {
  %h = call i64 @llvm.nvvm.texsurf.handle.internal.p1(ptr addrspace(1) @t)
  %v = call { float, float, float, float } @llvm.nvvm.tex.unified.1d.v4f32.s32(i64 %h, i32 %i)
  %x = extractvalue { float, float, float, float } %v, 0
  %w = call i32 @llvm.nvvm.txq.width(i64 %h)
  %wf = sitofp i32 %w to float
  %s = fadd float %x, %wf
  store float %s, ptr addrspace(1) %out
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr addrspace(1) @t, !"texture", i32 1}
