; i1 arithmetic is predicate logic (isel/legal/narrow.c): add and sub are xor,
; mul is and, udiv returns the dividend and urem 0; compares of booleans
; are logic too -- unsigned true is above false, signed true (-1) below
; it; uitofp and sitofp of an i1 choose 1.0 or -1.0 with selp.
; SM: 75
; CHECK: arith(
; CHECK: xor.pred %p4, %p1, %p2;
; CHECK: and.pred %p5, %p4, %p3;
; CHECK: xor.pred %p7, %p5, %p1;
; CHECK: compares(
; CHECK: not.pred %p3, %p2;
; CHECK: and.pred %p4, %p1, %p3;
; CHECK: not.pred %p5, %p1;
; CHECK: and.pred %p6, %p2, %p5;
; CHECK: xor.pred %p7, %p4, %p6;
; CHECK: not.pred %p8, %p7;
; CHECK: tofp(
; CHECK: selp.f32 %f1, 0f3F800000, 0f00000000, %p1;
; CHECK: selp.f64 %fd2, 0dBFF0000000000000, 0d0000000000000000, %p1;
; CHECK-NOT: div
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define zeroext i1 @arith(i1 zeroext %a, i1 zeroext %b, i1 zeroext %c) {
  %x = add i1 %a, %b
  %y = mul i1 %x, %c
  %z = sub i1 %y, %a
  %q = udiv i1 %z, %b
  %r = urem i1 %q, %c
  %s = or i1 %r, %z
  ret i1 %s
}

define zeroext i1 @compares(i1 zeroext %a, i1 zeroext %b) {
  %u = icmp ugt i1 %a, %b
  %s = icmp sgt i1 %a, %b
  %e = icmp eq i1 %u, %s
  ret i1 %e
}

define double @tofp(i1 zeroext %a) {
  %u = uitofp i1 %a to float
  %s = sitofp i1 %a to double
  %w = fpext float %u to double
  %r = fadd double %w, %s
  ret double %r
}
