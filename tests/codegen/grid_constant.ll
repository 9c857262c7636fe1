; A kernel's grid-constant byval parameter (CUDA's __grid_constant__) whose
; address escapes is not copied: the kernel promises not to write it, so
; the pointer is the .param variable's generic address, cvta.param
; (isel/lower/byval.c).  Both spellings: the "nvvm.grid_constant"
; parameter attribute (@attr) and nvvm.annotations' !"grid_constant" with
; 1-based parameter numbers (@annot, its second parameter).  A plain byval
; parameter (@plain) is still copied into the local frame, and on sm_80,
; whose PTX 7.0 has no cvta.param, all three are (grid_constant_sm80.ll).
; SM: 90a
; CHECK: .visible .entry attr(
; CHECK: mov.u64 %rd2, attr_param_0;
; CHECK: cvta.param.u64 %rd3, %rd2;
; CHECK: st.param.b64 [param0], %rd3;
; CHECK: .visible .entry annot(
; CHECK: mov.u64 %rd2, annot_param_1;
; CHECK: cvta.param.u64 %rd3, %rd2;
; CHECK: st.param.b64 [param0], %rd3;
; CHECK: .visible .entry plain(
; CHECK: .local .align 8 .b8 	__local_depot2[32];
; CHECK: ld.param.u64 %rd2, [plain_param_0+0];
; CHECK: st.local.u64 [%SPL+0], %rd2;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Cfg = type { i64, float, [4 x float] }

declare float @use(ptr, i32)

define ptx_kernel void @attr(ptr byval(%struct.Cfg) align 8 "nvvm.grid_constant" %cfg, ptr addrspace(1) %out) {
  %w = call float @use(ptr %cfg, i32 1)
  store float %w, ptr addrspace(1) %out, align 4
  ret void
}

define void @annot(ptr addrspace(1) %out, ptr byval(%struct.Cfg) align 8 %cfg) {
  %w = call float @use(ptr %cfg, i32 2)
  store float %w, ptr addrspace(1) %out, align 4
  ret void
}

define ptx_kernel void @plain(ptr byval(%struct.Cfg) align 8 %cfg, ptr addrspace(1) %out) {
  %w = call float @use(ptr %cfg, i32 3)
  store float %w, ptr addrspace(1) %out, align 4
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @annot, !"kernel", i32 1, !"grid_constant", !1}
!1 = !{i32 2}
