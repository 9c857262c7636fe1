; llvm.nvvm.ldg.global.* (read-only, non-coherent: ld.global.nc) and
; llvm.nvvm.ldu.global.* (uniform: ldu.global), scalar, vector and
; pointer results.  A generic pointer is converted to a global address
; first (ld.global with a generic address is undefined in PTX).  A vector
; whose alignment argument covers it is one .v2/.v4 access; a <3 x float>
; is three.
; SM: 80
; CHECK: cvta.to.global.u64 %rd4, %rd2;
; CHECK: ld.global.nc.v4.f32 {%f1, %f2, %f3, %f4}, [%rd4];
; CHECK: ld.global.nc.f32 %f5, [%rd1];
; CHECK: ld.global.nc.f32 %f6, [%rd1+4];
; CHECK: ld.global.nc.f32 %f7, [%rd1+8];
; CHECK: ld.global.nc.v2.u32 {%r1, %r2}, [%rd1+16];
; CHECK: ld.global.nc.u64 %rd5, [%rd4];
; CHECK: ld.global.nc.v4.u8 {%rs1, %rs2, %rs3, %rs4}, [%rd1+32];
; CHECK: ldu.global.v2.f64 {%fd1, %fd2}, [%rd1];
; CHECK: cvta.to.global.u64 %rd6, %rd5;
; CHECK: ldu.global.u16 %rs5, [%rd6];
; CHECK: ldu.global.u32 %r3, [%rd1+64];
; CHECK: ldu.global.u32 %r4, [%rd1+68];
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare <4 x float> @llvm.nvvm.ldg.global.f.v4f32.p0(ptr, i32)
declare <3 x float> @llvm.nvvm.ldg.global.f.v3f32.p1(ptr addrspace(1), i32)
declare <2 x i32> @llvm.nvvm.ldg.global.i.v2i32.p1(ptr addrspace(1), i32)
declare ptr @llvm.nvvm.ldg.global.p.p0.p0(ptr, i32)
declare <4 x i8> @llvm.nvvm.ldg.global.i.v4i8.p1(ptr addrspace(1), i32)
declare <2 x double> @llvm.nvvm.ldu.global.f.v2f64.p1(ptr addrspace(1), i32)
declare i16 @llvm.nvvm.ldu.global.i.i16.p0(ptr, i32)
declare <2 x i32> @llvm.nvvm.ldu.global.i.v2i32.p1(ptr addrspace(1), i32)

define ptx_kernel void @k(ptr addrspace(1) %p, ptr %g, ptr addrspace(1) %out) {
  %v4 = call <4 x float> @llvm.nvvm.ldg.global.f.v4f32.p0(ptr %g, i32 16)
  %v3 = call <3 x float> @llvm.nvvm.ldg.global.f.v3f32.p1(ptr addrspace(1) %p, i32 4)
  %p16 = getelementptr i8, ptr addrspace(1) %p, i64 16
  %vi = call <2 x i32> @llvm.nvvm.ldg.global.i.v2i32.p1(ptr addrspace(1) %p16, i32 8)
  %pp = call ptr @llvm.nvvm.ldg.global.p.p0.p0(ptr %g, i32 8)
  %p32 = getelementptr i8, ptr addrspace(1) %p, i64 32
  %vb = call <4 x i8> @llvm.nvvm.ldg.global.i.v4i8.p1(ptr addrspace(1) %p32, i32 4)
  %ud = call <2 x double> @llvm.nvvm.ldu.global.f.v2f64.p1(ptr addrspace(1) %p, i32 16)
  %uh = call i16 @llvm.nvvm.ldu.global.i.i16.p0(ptr %pp, i32 2)
  %p64 = getelementptr i8, ptr addrspace(1) %p, i64 64
  %ui = call <2 x i32> @llvm.nvvm.ldu.global.i.v2i32.p1(ptr addrspace(1) %p64, i32 4)
  %f0 = extractelement <4 x float> %v4, i32 3
  %f1 = extractelement <3 x float> %v3, i32 2
  %f = fadd float %f0, %f1
  store float %f, ptr addrspace(1) %out
  %i0 = extractelement <2 x i32> %vi, i32 1
  %i1 = extractelement <2 x i32> %ui, i32 0
  %b0 = extractelement <4 x i8> %vb, i32 2
  %bz = zext i8 %b0 to i32
  %hz = zext i16 %uh to i32
  %s0 = add i32 %i0, %i1
  %s1 = add i32 %s0, %bz
  %s2 = add i32 %s1, %hz
  store i32 %s2, ptr addrspace(1) %out
  %d0 = extractelement <2 x double> %ud, i32 1
  store double %d0, ptr addrspace(1) %out
  ret void
}
