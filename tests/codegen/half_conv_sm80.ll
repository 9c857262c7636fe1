; bfloat conversions on sm_80, which converts only f32 to bfloat (and back,
; PTX 7.1).  An i32 or i64, or a double, is first rounded to odd in f32:
; truncated (cvt.rz), then its last bit set if converting back does not
; give the original (inexact).  Rounding that to nearest bfloat is the
; correctly rounded result; two roundings to nearest could differ
; (2^24 + 2^16 + 1 would come out as 2^24).  An i16 is exact in f32 and
; needs no such care; a bfloat to an integer is its (exact) f32 truncated.
; SM: 80
; CHECK: cvt.rz.f32.s32 %f1, %r1;
; CHECK: cvt.rzi.s32.f32 %r2, %f1;
; CHECK: setp.ne.b32 %p1, %r2, %r1;
; CHECK: or.b32 %r4, %r3, 1;
; CHECK: selp.b32 %r5, %r4, %r3, %p1;
; CHECK: cvt.rn.bf16.f32
; CHECK: cvt.rz.f32.u64
; CHECK: cvt.rzi.u64.f32
; CHECK: setp.ne.b64
; CHECK: cvt.rn.bf16.f32
; CHECK: cvt.rz.f32.f64
; CHECK: cvt.f64.f32
; CHECK: setp.ne.f64
; CHECK: cvt.rn.bf16.f32
; CHECK: cvt.rn.f32.s16
; CHECK: cvt.rn.bf16.f32
; CHECK: cvt.f32.bf16
; CHECK: cvt.rzi.s64.f32
; CHECK: cvt.f32.bf16
; CHECK: cvt.f64.f32
; CHECK-NOT: cvt.rn.bf16.s32
; CHECK-NOT: cvt.rn.bf16.f64
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @b(ptr addrspace(1) %o, bfloat %b, double %d, i32 %i, i64 %l, i16 signext %s) {
  %si = sitofp i32 %i to bfloat
  store volatile bfloat %si, ptr addrspace(1) %o
  %ul = uitofp i64 %l to bfloat
  store volatile bfloat %ul, ptr addrspace(1) %o
  %td = fptrunc double %d to bfloat
  store volatile bfloat %td, ptr addrspace(1) %o
  %ss = sitofp i16 %s to bfloat
  store volatile bfloat %ss, ptr addrspace(1) %o
  %fl = fptosi bfloat %b to i64
  store volatile i64 %fl, ptr addrspace(1) %o
  %ed = fpext bfloat %b to double
  store volatile double %ed, ptr addrspace(1) %o
  ret void
}
