; Volatile loads and stores of local memory (an alloca, or a pointer cast
; to addrspace(5)): the PTX ISA allows .volatile only on generic, .global
; and .shared accesses (ptxas rejects "ld.volatile.local"), and local
; memory is private to the thread.  As LLVM's NVPTX back end does, a
; volatile access to a stack slot keeps its generic address (%SP) and
; .volatile, and an access through addrspace(5) drops the qualifier (the
; cast of a slot is the slot's .local address, [%SPL+0]).  The accesses
; themselves all stay.  A volatile access at a run-time index into a slot
; stays generic too (@dyn).
; SM: 80
; CHECK: st.volatile.u32 [%SP+0], %r1;
; CHECK: ld.volatile.u32 %r2, [%SP+0];
; CHECK: st.local.u32 [%SPL+0], %r2;
; CHECK: ld.local.u32 %r3, [%SPL+0];
; CHECK: st.volatile.global.u32 [%rd1], %r3;
; CHECK: add.u64 %rd2, %SP, 0;
; CHECK: add.s64 %rd3, %rd2, %rd1;
; CHECK: st.volatile.u32 [%rd3], %r2;
; CHECK: ld.volatile.u32 %r3, [%SP+4];
; CHECK: add.u64 %rd4, %SPL, 0;
; CHECK: add.s64 %rd5, %rd4, %rd1;
; CHECK: ld.local.u32 %r4, [%rd5];
; CHECK-NOT: .volatile.local
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, i32 %x) {
  %a = alloca i32, align 4
  store volatile i32 %x, ptr %a
  %v = load volatile i32, ptr %a
  %l = addrspacecast ptr %a to ptr addrspace(5)
  store volatile i32 %v, ptr addrspace(5) %l
  %w = load volatile i32, ptr addrspace(5) %l
  store volatile i32 %w, ptr addrspace(1) %p
  ret void
}

define i32 @dyn(i32 %i, i32 %x) {
  %a = alloca [4 x i32], align 4
  %z = sext i32 %i to i64
  %p = getelementptr inbounds [4 x i32], ptr %a, i64 0, i64 %z
  store volatile i32 %x, ptr %p, align 4
  %q = getelementptr inbounds [4 x i32], ptr %a, i64 0, i64 1
  %v = load volatile i32, ptr %q, align 4
  %w = load i32, ptr %p, align 4
  %r = add i32 %v, %w
  ret i32 %r
}
