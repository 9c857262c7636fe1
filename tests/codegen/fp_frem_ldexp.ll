; frem: LLVM's expansion a - trunc(a / b) * b (the multiply-subtract
; fused, one rounding), and a itself when b is infinite.  ldexp: LLVM's
; expansion (musl's scalbn): pre-scale x by 2^127 (or 2^-102) once or
; twice when n is out of range, then multiply by 2^n built from its bits.
; SM: 80
; CHECK: abs.f32 %f3, %f2;
; CHECK: setp.eq.f32 %p1, %f3, 0f7F800000;
; CHECK: div.rn.f32 %f4, %f1, %f2;
; CHECK: cvt.rzi.f32.f32 %f5, %f4;
; CHECK: neg.f32 %f6, %f5;
; CHECK: fma.rn.f32 %f7, %f6, %f2, %f1;
; CHECK: selp.f32 %f8, %f1, %f7, %p1;
; CHECK: div.rn.f64 %fd4, %fd1, %fd2;
; CHECK: fma.rn.f64 %fd7, %fd6, %fd2, %fd1;
; CHECK: setp.gt.u32 %p3, %r1, 254;
; CHECK: mul.rn.f32 %f9, %f1, 0f7F000000;
; CHECK: setp.lt.u32 %p4, %r1, -228;
; CHECK: mul.rn.f32 %f10, %f1, 0f0C800000;
; CHECK: setp.lt.s32 %p5, %r1, -126;
; CHECK: setp.gt.s32 %p6, %r1, 127;
; CHECK: min.s32 %r2, %r1, 381;
; CHECK: max.s32 %r6, %r1, -330;
; CHECK: add.s32 %r12, %r11, 127;
; CHECK: shl.b32 %r13, %r12, 23;
; CHECK: mov.b32 %f17, %r13;
; CHECK: mul.rn.f32 %f18, %f16, %f17;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, float %a, float %b, double %x, double %y, i32 %n) {
  %r = frem float %a, %b
  store volatile float %r, ptr addrspace(1) %p
  %rd = frem fast double %x, %y
  store volatile double %rd, ptr addrspace(1) %p
  %l = call float @llvm.ldexp.f32.i32(float %a, i32 %n)
  store volatile float %l, ptr addrspace(1) %p
  ret void
}
declare float @llvm.ldexp.f32.i32(float, i32)
