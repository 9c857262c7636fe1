; libNVVM-era float atomic adds (clang's __nvvm_atom_add_gen_f before LLVM
; upgraded them, NVVM IR producers still): llvm.nvvm.atomic.load.add.f32
; and .f64, overloaded on the pointer, are atomicrmw fadd (LLVM's own
; upgrade) with no ordering of their own: relaxed atom.add.f32 / .f64 at
; device scope.  A generic pointer parameter of a kernel points to global
; memory.
; SM: 80
; CHECK: ld.param.u64 %rd1, [k_param_0];
; CHECK: ld.param.u64 %rd2, [k_param_1];
; CHECK: ld.param.f32 %f1, [k_param_2];
; CHECK: ld.param.f64 %fd1, [k_param_3];
; CHECK: cvta.to.global.u64 %rd3, %rd2;
; CHECK: atom.relaxed.gpu.global.add.f32 %f2, [%rd1], %f1;
; CHECK: st.volatile.global.f32 [%rd1], %f2;
; CHECK: atom.relaxed.gpu.global.add.f64 %fd2, [%rd3], %fd1;
; CHECK: st.volatile.global.f64 [%rd1], %fd2;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare float @llvm.nvvm.atomic.load.add.f32.p1(ptr addrspace(1), float)
declare double @llvm.nvvm.atomic.load.add.f64.p0(ptr, double)

define ptx_kernel void @k(ptr addrspace(1) %p, ptr %g, float %f, double %d) {
  %a = call float @llvm.nvvm.atomic.load.add.f32.p1(ptr addrspace(1) %p, float %f)
  store volatile float %a, ptr addrspace(1) %p
  %b = call double @llvm.nvvm.atomic.load.add.f64.p0(ptr %g, double %d)
  store volatile double %b, ptr addrspace(1) %p
  ret void
}
