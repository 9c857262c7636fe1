; A module with 32-bit pointers has a 32-bit frame: %SP and %SPL are .b32,
; set by mov.u32 / cvta.local.u32, and a slot's generic address is a 32-bit
; add (as llc's NVPTX back end writes for -march=nvptx).  Accesses, direct
; or at a run-time index, use the .local window.
; SM: 30
; CHECK: .address_size 32
; CHECK: .local .align 4 .b8 	__local_depot0[12];
; CHECK: .reg .b32 	%SP;
; CHECK: .reg .b32 	%SPL;
; CHECK: mov.u32 %SPL, __local_depot0;
; CHECK: cvta.local.u32 %SP, %SPL;
; CHECK: ld.param.u32 %r1, [k_param_0];
; CHECK: ld.param.u32 %r2, [k_param_1];
; CHECK: st.local.u32 [%SPL+0], %r2;
; CHECK: add.u32 %r3, %SPL, 0;
; CHECK: mul.lo.s32 %r4, %r2, 4;
; CHECK: add.s32 %r5, %r3, %r4;
; CHECK: ld.local.u32 %r6, [%r5];
; CHECK: st.global.u32 [%r1], %r6;
; CHECK-NOT: .reg .b64
target datalayout = "e-p:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out, i32 %n) {
  %a = alloca [3 x i32], align 4
  store i32 %n, ptr %a
  %p = getelementptr inbounds [3 x i32], ptr %a, i32 0, i32 %n
  %v = load i32, ptr %p
  store i32 %v, ptr addrspace(1) %out
  ret void
}
