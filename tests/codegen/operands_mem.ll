; State spaces of loads, stores and address conversions, exactly: a stack
; slot through the .local window and its generic address (volatile ones
; through the generic address: ptxas rejects ld.volatile.local), a generic
; pointer converted to .shared, a read-only global load through the
; non-coherent path.
; SM: 90a
; CHECK-NOT: volatile.local
; CHECK: .visible .entry frame(
; CHECK: mov.u64 %SPL, __local_depot0;
; CHECK: cvta.local.u64 %SP, %SPL;
; CHECK: ld.param.u64 %rd1, [frame_param_0];
; CHECK: ld.param.u32 %r1, [frame_param_1];
; CHECK: st.local.u32 [%SPL+0], %r1;
; CHECK: add.u64 %rd2, %SP, 0;
; CHECK: st.param.b64 [param0], %rd2;
; CHECK: call.uni use, (param0);
; CHECK: ld.local.u32 %r2, [%SPL+0];
; CHECK: st.global.u32 [%rd1], %r2;
; CHECK: .visible .entry frame_volatile(
; CHECK: mov.u64 %SPL, __local_depot1;
; CHECK: cvta.local.u64 %SP, %SPL;
; CHECK: ld.param.u64 %rd1, [frame_volatile_param_0];
; CHECK: ld.param.u32 %r1, [frame_volatile_param_1];
; CHECK: st.volatile.u32 [%SP+0], %r1;
; CHECK: ld.volatile.u32 %r2, [%SP+0];
; CHECK: st.global.u32 [%rd1], %r2;
; CHECK: .visible .func local_volatile(
; CHECK: ld.param.u64 %rd1, [local_volatile_param_0];
; CHECK: ld.param.u64 %rd2, [local_volatile_param_1];
; CHECK: ld.param.u32 %r1, [local_volatile_param_2];
; CHECK: st.local.u32 [%rd1], %r1;
; CHECK: ld.local.u32 %r2, [%rd1];
; CHECK: st.global.u32 [%rd2], %r2;
; CHECK: .visible .entry to_shared(
; CHECK: ld.param.u64 %rd1, [to_shared_param_0];
; CHECK: ld.param.u32 %r1, [to_shared_param_1];
; CHECK: cvta.to.shared.u64 %rd2, %rd1;
; CHECK: st.shared.u32 [%rd2], %r1;
; CHECK: .visible .entry read_only(
; CHECK: ld.param.u64 %rd1, [read_only_param_0];
; CHECK: ld.param.u64 %rd2, [read_only_param_1];
; CHECK: ld.global.nc.f32 %f1, [%rd1+8];
; CHECK: st.global.f32 [%rd2], %f1;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @use(ptr)

define ptx_kernel void @frame(ptr addrspace(1) %p, i32 %v) {
  %slot = alloca i32, align 4
  store i32 %v, ptr %slot, align 4
  call void @use(ptr %slot)
  %x = load i32, ptr %slot, align 4
  store i32 %x, ptr addrspace(1) %p, align 4
  ret void
}

; Volatile: PTX has no ld.volatile.local, so through the generic address
; (as llc does); through an addrspace(5) pointer, plain .local (as llc).
define ptx_kernel void @frame_volatile(ptr addrspace(1) %p, i32 %v) {
  %slot = alloca i32, align 4
  store volatile i32 %v, ptr %slot, align 4
  %x = load volatile i32, ptr %slot, align 4
  store i32 %x, ptr addrspace(1) %p, align 4
  ret void
}

define void @local_volatile(ptr addrspace(5) %l, ptr addrspace(1) %p, i32 %v) {
  store volatile i32 %v, ptr addrspace(5) %l, align 4
  %x = load volatile i32, ptr addrspace(5) %l, align 4
  store i32 %x, ptr addrspace(1) %p, align 4
  ret void
}

define ptx_kernel void @to_shared(ptr %g, i32 %v) {
  %s = addrspacecast ptr %g to ptr addrspace(3)
  store i32 %v, ptr addrspace(3) %s, align 4
  ret void
}

define ptx_kernel void @read_only(ptr addrspace(1) noalias readonly %in, ptr addrspace(1) noalias %out) {
  %q = getelementptr float, ptr addrspace(1) %in, i64 2
  %x = load float, ptr addrspace(1) %q, align 4
  store float %x, ptr addrspace(1) %out, align 4
  ret void
}
