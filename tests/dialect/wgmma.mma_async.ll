; MLIR NVVM dialect op nvvm.wgmma.mma_async: written by hand (inline PTX).
; SM: 90a
; CHECK: .version 8.0
; CHECK: mov.b32 %f3, %f1;
; CHECK: mov.b32 %f4, %f1;
; CHECK: mov.b32 %f5, %f1;
; CHECK: // begin inline asm
; CHECK: setp.ne.b32 p, %r1, 0;
; CHECK: wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {%f1, %f3, %f4, %f5}, %rd2, %rd2, p, 1, 1, 0, 0;
target datalayout = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, ptr addrspace(3) %s, ptr %g, i32 %i, i64 %l, float %f, i16 zeroext %h, ptr addrspace(6) %t, ptr addrspace(7) %sc, <2 x half> %hh, double %d, i1 zeroext %b) {
  %w = call { float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $8, 0;\0Awgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {$0, $1, $2, $3}, $9, $10, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,0,1,2,3,r,l,l"(float %f, float %f, float %f, float %f, i32 %i, i64 %l, i64 %l)
  %w0 = extractvalue { float, float, float, float } %w, 0
  store float %w0, ptr addrspace(1) %p
  ret void
}
