; Conversions with the rounding NVPTX uses: int->float rounds to nearest
; (cvt.rn), float->int truncates toward zero (cvt.rzi), f64->f32 rounds;
; integer widening and narrowing; i1 to integer through selp; i8 lives in
; a 16-bit register.
; SM: 90a
; CHECK: cvt.rn.f32.s32
; CHECK: cvt.rn.f64.u64
; CHECK: cvt.rzi.s32.f32
; CHECK: cvt.rzi.u64.f64
; CHECK: cvt.f64.f32
; CHECK: cvt.rn.f32.f64
; CHECK: cvt.s64.s32
; CHECK: cvt.u32.u16
; CHECK: cvt.u32.u64
; CHECK: selp.b32 %r5, 1, 0, %p1;
; CHECK: ld.global.s8 %r6, [%rd1];
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, i32 %i, i64 %l, float %f, double %d, i16 zeroext %h) {
  %a = sitofp i32 %i to float
  store volatile float %a, ptr addrspace(1) %p
  %b = uitofp i64 %l to double
  store volatile double %b, ptr addrspace(1) %p
  %c = fptosi float %f to i32
  store volatile i32 %c, ptr addrspace(1) %p
  %e = fptoui double %d to i64
  store volatile i64 %e, ptr addrspace(1) %p
  %g = fpext float %f to double
  store volatile double %g, ptr addrspace(1) %p
  %j = fptrunc double %d to float
  store volatile float %j, ptr addrspace(1) %p
  %k = sext i32 %i to i64
  store volatile i64 %k, ptr addrspace(1) %p
  %m = zext i16 %h to i32
  store volatile i32 %m, ptr addrspace(1) %p
  %n = trunc i64 %l to i32
  store volatile i32 %n, ptr addrspace(1) %p
  %q = icmp sgt i32 %i, 10
  %r = zext i1 %q to i32
  store volatile i32 %r, ptr addrspace(1) %p
  %s = load i8, ptr addrspace(1) %p
  %t = sext i8 %s to i32
  store volatile i32 %t, ptr addrspace(1) %p
  ret void
}
