; Conversions between floats and the small integer types.  From i1 (the
; corpus' "no pattern covers 'uitofp'"): one selp of 1.0 (uitofp) or -1.0
; (sitofp: true is -1 as a signed number) against 0.0.  From i8: cvt
; reads the low byte of the 16-bit register (.u8/.s8).  To i8: a 16-bit
; conversion (out-of-range results are poison).  To i1: one comparison
; (fptosi is defined on (-2, 1): true iff x <= -1; fptoui on (-1, 2):
; true iff x >= 1).
; SM: 75
; CHECK: selp.f32 %f2, 0f3F800000, 0f00000000, %p1;
; CHECK: selp.f64 %fd2, 0dBFF0000000000000, 0d0000000000000000, %p1;
; CHECK: cvt.rn.f32.u8 %f3, %rs1;
; CHECK: cvt.rn.f64.s8 %fd3, %rs1;
; CHECK: cvt.rzi.s16.f32 %rs2, %f1;
; CHECK: cvt.rzi.u16.f64 %rs3, %fd1;
; CHECK: setp.le.f32 %p2, %f1, 0fBF800000;
; CHECK: setp.ge.f64 %p3, %fd1, 0d3FF0000000000000;
; CHECK: cvt.f64.f32 %fd4, %f4;
; CHECK: cvt.rn.f32.f64 %f5, %fd1;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, i32 %i, float %f, double %d) {
  %b = icmp sgt i32 %i, 7
  %u1 = uitofp i1 %b to float
  store volatile float %u1, ptr addrspace(1) %p
  %s1 = sitofp i1 %b to double
  store volatile double %s1, ptr addrspace(1) %p
  %c = load volatile i8, ptr addrspace(1) %p
  %u8 = uitofp i8 %c to float
  store volatile float %u8, ptr addrspace(1) %p
  %s8 = sitofp i8 %c to double
  store volatile double %s8, ptr addrspace(1) %p
  %t8 = fptosi float %f to i8
  store volatile i8 %t8, ptr addrspace(1) %p
  %v8 = fptoui double %d to i8
  store volatile i8 %v8, ptr addrspace(1) %p
  %t1 = fptosi float %f to i1
  %z1 = zext i1 %t1 to i32
  store volatile i32 %z1, ptr addrspace(1) %p
  %v1 = fptoui double %d to i1
  %z2 = zext i1 %v1 to i32
  store volatile i32 %z2, ptr addrspace(1) %p
  %e = fpext float 1.5 to double
  store volatile double %e, ptr addrspace(1) %p
  %r = fptrunc double %d to float
  store volatile float %r, ptr addrspace(1) %p
  ret void
}
