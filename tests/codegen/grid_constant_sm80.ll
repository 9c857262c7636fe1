; On sm_80 (PTX ISA 7.0 by default) a grid-constant parameter whose
; address escapes is copied like any byval parameter: cvta.param needs
; PTX 7.7, and tnvcc does not raise the PTX version for an optional
; instruction (grid_constant.ll is the sm_90a case).
; SM: 80
; CHECK: .visible .entry attr(
; CHECK: .local .align 8 .b8 	__local_depot0[32];
; CHECK: ld.param.u64 %rd2, [attr_param_0+0];
; CHECK: st.local.u64 [%SPL+0], %rd2;
; CHECK: .visible .entry annot(
; CHECK: ld.param.u64 %rd2, [annot_param_1+0];
; CHECK-NOT: cvta.param
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
