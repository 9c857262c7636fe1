; Static allocas that stay in memory become one .local frame per
; function: %SPL is its .local address, %SP the generic one.  A store
; straight to a slot (or a constant offset into it) uses st.local
; [%SPL+off]; a slot indexed at run time is reached through %SPL+off too,
; from any block: its address is the slot's .local address plus the index
; (tests/codegen/local_index.ll).  %i and %x, only loaded and stored
; whole, are promoted to registers first (pass mem2reg, ir/mem2reg.c), so
; the frame holds %arr alone, at offset 0; the load of %i is %n itself.
; SM: 80
; CHECK: .local .align 4 .b8 	__local_depot0[32];
; CHECK: .reg .b64 	%SP;
; CHECK: mov.u64 %SPL, __local_depot0;
; CHECK: cvta.local.u64 %SP, %SPL;
; CHECK: ld.param.u32 %r1, [k_param_1];
; CHECK: ld.param.f64 %fd1, [k_param_2];
; CHECK: st.local.u32 [%SPL+12], 7;
; CHECK: add.u64 %rd2, %SPL, 0;
; CHECK: mul.wide.s32 %rd3, %r1, 4;
; CHECK: add.s64 %rd4, %rd2, %rd3;
; CHECK: ld.local.u32 %r2, [%rd4];
; CHECK: cvt.rn.f64.s32 %fd2, %r2;
; CHECK: add.rn.f64 %fd3, %fd1, %fd2;
; CHECK-NOT: ld.u32
; CHECK-NOT: ld.local.f64
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out, i32 %n, double %d) {
entry:
  %i = alloca i32, align 4
  %x = alloca double, align 8
  %arr = alloca [8 x i32], align 4
  store i32 %n, ptr %i, align 4
  store double %d, ptr %x, align 8
  %e3 = getelementptr inbounds [8 x i32], ptr %arr, i64 0, i64 3
  store i32 7, ptr %e3, align 4
  br label %use

use:
  %k = load i32, ptr %i, align 4
  %idx = sext i32 %k to i64
  %slot = getelementptr inbounds [8 x i32], ptr %arr, i64 0, i64 %idx
  %v = load i32, ptr %slot, align 4
  %dv = load double, ptr %x, align 8
  %vi = sitofp i32 %v to double
  %s = fadd double %dv, %vi
  %s32 = fptosi double %s to i32
  store i32 %s32, ptr addrspace(1) %out, align 4
  ret void
}
