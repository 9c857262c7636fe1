; tests/sim/kernels/powi.ll -- llvm.powi with constant exponents, which
; tnvcc expands into multiplications by repeated squaring in LLVM's order
; (isel/lower/fpmath.c, powi_lane): the results must be bit-identical to
; llc-19's on ramps of inputs, for positive, negative, zero and large
; exponents, f32 and f64.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare float @llvm.powi.f32.i32(float, i32)
declare double @llvm.powi.f64.i32(double, i32)

define ptx_kernel void @powi(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %pi = getelementptr inbounds float, ptr addrspace(1) %in, i64 %i
  %v = load float, ptr addrspace(1) %pi, align 4
  %x = fmul float %v, 0x3FB99999A0000000
  %a = call float @llvm.powi.f32.i32(float %x, i32 7)
  %b = call float @llvm.powi.f32.i32(float %x, i32 -5)
  %c = call float @llvm.powi.f32.i32(float %x, i32 0)
  %d = fpext float %x to double
  %e = call double @llvm.powi.f64.i32(double %d, i32 13)
  %f = call double @llvm.powi.f64.i32(double %d, i32 -2)
  %base = mul i64 %i, 4
  %o0 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %base
  store float %a, ptr addrspace(1) %o0, align 4
  %b1 = add i64 %base, 1
  %o1 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %b1
  store float %b, ptr addrspace(1) %o1, align 4
  %b2 = add i64 %base, 2
  %o2 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %b2
  store float %c, ptr addrspace(1) %o2, align 4
  %db = mul i64 %i, 2
  %od = getelementptr inbounds double, ptr addrspace(1) %out, i64 %db
  %od1 = getelementptr inbounds i8, ptr addrspace(1) %od, i64 4096
  store double %e, ptr addrspace(1) %od1, align 8
  %od2 = getelementptr inbounds i8, ptr addrspace(1) %od1, i64 8
  store double %f, ptr addrspace(1) %od2, align 8
  ret void
}
