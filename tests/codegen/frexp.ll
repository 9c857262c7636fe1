; llvm.frexp (isel/lower/fpmath.c): the exponent field less (bias - 1),
; the mantissa with the field set to bias - 1 (0x3F000000 is 0.5's); a
; subnormal first scaled by 2^64 (0f5F800000) and the exponent corrected
; by -64; {x, 0} for zero, infinity and NaN.  f64 the same with 2^128 and
; an 11-bit field.  tests/sim/kernels/frexp.ll checks the values beside
; llc-19.
; SM: 80
; ARGS: -O3
; CHECK: abs.f32 %f2, %f1;
; CHECK: setp.lt.f32 %p1, %f2, 0f00800000;
; CHECK: mul.rn.f32 %f3, %f1, 0f5F800000;
; CHECK: selp.f32 %f4, %f3, %f1, %p1;
; CHECK: mov.b32 %r1, %f4;
; CHECK: setp.eq.f32 %p2, %f1, 0f00000000;
; CHECK: setp.geu.f32 %p3, %f2, 0f7F800000;
; CHECK: or.pred %p4, %p2, %p3;
; CHECK: and.b32 %r2, %r1, -2139095041;
; CHECK: or.b32 %r3, %r2, 1056964608;
; CHECK: selp.f32 %f6, %f1, %f5, %p4;
; CHECK: shr.u32 %r4, %r1, 23;
; CHECK: and.b32 %r5, %r4, 255;
; CHECK: add.s32 %r6, %r5, -126;
; CHECK: selp.b32 %r7, -64, 0, %p1;
; CHECK: add.s32 %r8, %r6, %r7;
; CHECK: selp.b32 %r9, 0, %r8, %p4;
; CHECK: mul.rn.f64 %fd3, %fd1, 0d47F0000000000000;
; CHECK: and.b64 %rd2, %rd1, -9218868437227405313;
; CHECK: or.b64 %rd3, %rd2, 4602678819172646912;
; CHECK: shr.u64 %rd4, %rd1, 52;
; CHECK: and.b32 %r2, %r1, 2047;
; CHECK: add.s32 %r3, %r2, -1022;
; CHECK: selp.b32 %r4, -128, 0, %p1;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define { float, i32 } @f(float %a) {
  %r = call { float, i32 } @llvm.frexp.f32.i32(float %a)
  ret { float, i32 } %r
}

define { double, i32 } @d(double %a) {
  %r = call { double, i32 } @llvm.frexp.f64.i32(double %a)
  ret { double, i32 } %r
}

declare { float, i32 } @llvm.frexp.f32.i32(float)
declare { double, i32 } @llvm.frexp.f64.i32(double)
