; Warp shuffles: shfl.sync.MODE.b32 d, value, lane-or-offset, clamp, mask
; (the mask is the intrinsic's first argument but PTX's last operand).
; Constant operands stay immediates; a float shuffles in its %f register.
; The ...p forms also return whether the source lane was in range: one
; instruction writing `d|p`, whose two results extractvalue picks.
; SM: 80
; CHECK: shfl.sync.idx.b32 %r4, %r1, 0, 31, -1;
; CHECK: shfl.sync.up.b32 %r5, %r4, 1, 0, -1;
; CHECK: shfl.sync.down.b32 %r6, %r5, %r1, 31, %r1;
; CHECK: shfl.sync.bfly.b32 %r7, %r6, 16, 31, -1;
; CHECK: shfl.sync.idx.b32 %f4, %f1, 3, 31, -1;
; CHECK: shfl.sync.up.b32 %f5, %f4, 2, 0, -1;
; CHECK: shfl.sync.down.b32 %f6, %f5, 4, 31, -1;
; CHECK: shfl.sync.bfly.b32 %f7, %f6, 8, 31, -1;
; CHECK: shfl.sync.down.b32 %r2|%p1, %r7, 1, 31, -1;
; CHECK: shfl.sync.bfly.b32 %f2|%p2, %f7, 1, 31, %r1;
; CHECK: shfl.sync.up.b32 %r3|%p3, %r2, 2, 0, -1;
; CHECK: shfl.sync.idx.b32 %f3|%p4, %f2, %r1, 31, -1;
; CHECK: and.pred %p5, %p1, %p2;
; CHECK: and.pred %p6, %p5, %p4;
; CHECK: st.global.f32 [%rd1+4], %f3;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
declare float @llvm.nvvm.shfl.sync.idx.f32(i32, float, i32, i32)
declare float @llvm.nvvm.shfl.sync.up.f32(i32, float, i32, i32)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32)
declare {i32, i1} @llvm.nvvm.shfl.sync.down.i32p(i32, i32, i32, i32)
declare {float, i1} @llvm.nvvm.shfl.sync.bfly.f32p(i32, float, i32, i32)
declare {i32, i1} @llvm.nvvm.shfl.sync.up.i32p(i32, i32, i32, i32)
declare {float, i1} @llvm.nvvm.shfl.sync.idx.f32p(i32, float, i32, i32)

define ptx_kernel void @k(ptr addrspace(1) %out, i32 %x, float %f) {
  %a = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %x, i32 0, i32 31)
  %b = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %a, i32 1, i32 0)
  %c = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 %x, i32 %b, i32 %x, i32 31)
  %d = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %c, i32 16, i32 31)
  %e = call float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %f, i32 3, i32 31)
  %g = call float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %e, i32 2, i32 0)
  %h = call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %g, i32 4, i32 31)
  %i = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %h, i32 8, i32 31)
  %p = call {i32, i1} @llvm.nvvm.shfl.sync.down.i32p(i32 -1, i32 %d, i32 1, i32 31)
  %q = call {float, i1} @llvm.nvvm.shfl.sync.bfly.f32p(i32 %x, float %i, i32 1, i32 31)
  %p0 = extractvalue {i32, i1} %p, 0
  %r = call {i32, i1} @llvm.nvvm.shfl.sync.up.i32p(i32 -1, i32 %p0, i32 2, i32 0)
  %q0 = extractvalue {float, i1} %q, 0
  %s = call {float, i1} @llvm.nvvm.shfl.sync.idx.f32p(i32 -1, float %q0, i32 %x, i32 31)
  %p1 = extractvalue {i32, i1} %p, 1
  %q1 = extractvalue {float, i1} %q, 1
  %r0 = extractvalue {i32, i1} %r, 0
  %s0 = extractvalue {float, i1} %s, 0
  %s1 = extractvalue {float, i1} %s, 1
  %both = and i1 %p1, %q1
  %all = and i1 %both, %s1
  %z = zext i1 %all to i32
  %sum = add i32 %r0, %z
  store i32 %sum, ptr addrspace(1) %out
  %o = getelementptr float, ptr addrspace(1) %out, i64 1
  store float %s0, ptr addrspace(1) %o
  ret void
}
