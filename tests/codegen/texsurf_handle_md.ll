; NVVM IR's texture handle, llvm.nvvm.texsurf.handle.p1 with the metadata
; operand naming the .texref variable (libNVVM's form; llc-19 cannot
; select it): the handle is `mov.u64` of the variable, as for the
; .internal form, then an ordinary unified-mode tex.
; SM: 70
; CHECK: .global .texref tex0;
; CHECK: ld.param.u64 %rd1, [k_param_0];
; CHECK: ld.param.u32 %r1, [k_param_1];
; CHECK: mov.u64 %rd2, tex0;
; CHECK: tex.1d.v4.f32.s32 {%f1, %f2, %f3, %f4}, [%rd2, {%r1}];
; CHECK: st.global.f32 [%rd1], %f1;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@tex0 = internal addrspace(1) global i64 0, align 8
declare i64 @llvm.nvvm.texsurf.handle.p1(metadata, ptr addrspace(1))
declare { float, float, float, float } @llvm.nvvm.tex.unified.1d.v4f32.s32(i64, i32)
define ptx_kernel void @k(ptr addrspace(1) %out, i32 %i) {
  %h = call i64 @llvm.nvvm.texsurf.handle.p1(metadata ptr addrspace(1) @tex0, ptr addrspace(1) @tex0)
  %v = call { float, float, float, float } @llvm.nvvm.tex.unified.1d.v4f32.s32(i64 %h, i32 %i)
  %x = extractvalue { float, float, float, float } %v, 0
  store float %x, ptr addrspace(1) %out
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr addrspace(1) @tex0, !"texture", i32 1}
