; tests/sim/kernels/ftz.ll -- the f32 denormal mode: the inputs scaled by
; 2^-130 are subnormal floats.  @flush's attribute says preserve-sign
; (what clang writes for -fgpu-flush-denormals-to-zero), so its f32
; operations take .ftz and turn subnormal inputs and results into zeros
; of the same sign, in tnvcc's PTX as in llc-19's; @keep, without the
; attribute, keeps them.  (No fneg or fabs here: llc-19 flushes in those
; too, which LangRef does not allow, so they would differ.)
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare float @llvm.fma.f32(float, float, float)
declare float @llvm.minnum.f32(float, float)
declare float @llvm.sqrt.f32(float)

define ptx_kernel void @flush(ptr addrspace(1) %in, ptr addrspace(1) %out) #0 {
entry:
  call void @body(ptr addrspace(1) %in, ptr addrspace(1) %out)
  ret void
}

define ptx_kernel void @keep(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  call void @body_ieee(ptr addrspace(1) %in, ptr addrspace(1) %out)
  ret void
}

define internal void @body(ptr addrspace(1) %in, ptr addrspace(1) %out) #0 {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %pi = getelementptr inbounds float, ptr addrspace(1) %in, i64 %i
  %v = load float, ptr addrspace(1) %pi, align 4
  %s = fmul float %v, 0x37D0000000000000
  %a = fadd float %s, %s
  %f = call float @llvm.fma.f32(float %s, float 2.0, float %a)
  %m = call float @llvm.minnum.f32(float %f, float %s)
  %q = call float @llvm.sqrt.f32(float %a)
  %c = fcmp ogt float %s, 0.0
  %z = zext i1 %c to i32
  %d = fpext float %s to double
  %base = mul i64 %i, 6
  %o0 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %base
  store float %a, ptr addrspace(1) %o0, align 4
  %b1 = add i64 %base, 1
  %o1 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %b1
  store float %f, ptr addrspace(1) %o1, align 4
  %b2 = add i64 %base, 2
  %o2 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %b2
  store float %m, ptr addrspace(1) %o2, align 4
  %b3 = add i64 %base, 3
  %o3 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %b3
  store float %q, ptr addrspace(1) %o3, align 4
  %b4 = add i64 %base, 4
  %o4 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %b4
  store i32 %z, ptr addrspace(1) %o4, align 4
  %dt = fptrunc double %d to float
  %b5 = add i64 %base, 5
  %o5 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %b5
  store float %dt, ptr addrspace(1) %o5, align 4
  ret void
}

define internal void @body_ieee(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %pi = getelementptr inbounds float, ptr addrspace(1) %in, i64 %i
  %v = load float, ptr addrspace(1) %pi, align 4
  %s = fmul float %v, 0x37D0000000000000
  %a = fadd float %s, %s
  %f = call float @llvm.fma.f32(float %s, float 2.0, float %a)
  %c = fcmp ogt float %s, 0.0
  %z = zext i1 %c to i32
  %base = mul i64 %i, 3
  %o0 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %base
  store float %a, ptr addrspace(1) %o0, align 4
  %b1 = add i64 %base, 1
  %o1 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %b1
  store float %f, ptr addrspace(1) %o1, align 4
  %b2 = add i64 %base, 2
  %o2 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %b2
  store i32 %z, ptr addrspace(1) %o2, align 4
  ret void
}

attributes #0 = { "denormal-fp-math-f32"="preserve-sign,preserve-sign" }
