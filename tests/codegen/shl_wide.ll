; Pass "wide-mul" (isel/dag/widemul.c): a 64-bit shift left of a 32-bit
; value extended to 64 bits is a mul.wide by the power of two, one
; IMAD.WIDE where a cvt and a 64-bit shift are two or three SASS
; instructions (Halide's memset bound (zext n) << 2; llc does the same):
;   @zshl: (zext n) << 2 is mul.wide.u32 n, 4; (sext i) << 3 is
;          mul.wide.s32 i, 8;
;   @kept: shifts mul.wide cannot take stay shifts: (sext i) << 31
;          (2^31 is outside s32), (zext n) << 32, and an i64 value's.
; SM: 80
; ARGS: -O3
; CHECK: .entry zshl(
; CHECK: mul.wide.u32 %rd2, %r1, 4;
; CHECK: mul.wide.s32 %rd3, %r2, 8;
; CHECK: .entry kept(
; CHECK: cvt.s64.s32 %rd3, %r1;
; CHECK: shl.b64 %rd4, %rd3, 31;
; CHECK: cvt.u64.u32 %rd5, %r1;
; CHECK: shl.b64 %rd6, %rd5, 32;
; CHECK: shl.b64 %rd8, %rd2, 5;
; CHECK-NOT: mul.lo.s64
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @zshl(ptr addrspace(1) %out, i32 %n, i32 %i) {
  %z = zext i32 %n to i64
  %a = shl i64 %z, 2
  %s = sext i32 %i to i64
  %b = shl i64 %s, 3
  %r = add i64 %a, %b
  store i64 %r, ptr addrspace(1) %out, align 8
  ret void
}

define ptx_kernel void @kept(ptr addrspace(1) %out, i32 %i, i64 %w) {
  %s = sext i32 %i to i64
  %a = shl i64 %s, 31
  %z = zext i32 %i to i64
  %b = shl i64 %z, 32
  %c = shl i64 %w, 5
  %ab = add i64 %a, %b
  %r = add i64 %ab, %c
  store i64 %r, ptr addrspace(1) %out, align 8
  ret void
}
