; Volatile loads and stores of local memory (an alloca, or a pointer cast
; to addrspace(5)): the PTX ISA allows .volatile only on generic, .global
; and .shared accesses (ptxas rejects "ld.volatile.local"), and local
; memory is private to the thread.  As LLVM's NVPTX back end does, a
; volatile access to a stack slot keeps its generic address (%SP) and
; .volatile, and an access through addrspace(5) drops the qualifier.  The
; accesses themselves all stay.
; SM: 80
; CHECK: st.volatile.u32 [%SP+0], %r1;
; CHECK: ld.volatile.u32 %r2, [%SP+0];
; CHECK: cvta.to.local.u64 %rd3, %rd2;
; CHECK: st.local.u32 [%rd3], %r2;
; CHECK: ld.local.u32 %r3, [%rd3];
; CHECK: st.volatile.global.u32 [%rd1], %r3;
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
