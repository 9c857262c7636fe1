; A kernel that returns a value (LLVM's tests have them: a function made
; a kernel by !nvvm.annotations after the fact): a .entry has no return
; parameter and no caller can read the value, so `ret i32 %x` is a plain
; `ret`, as with llc -- never a store to a func_retval0 that does not
; exist.
; SM: 80
; ARGS: --no-verify
; CHECK: .visible .entry k(
; CHECK: st.global.u32 [%rd1], %r1;
; CHECK: ret;
; CHECK-NOT: func_retval0
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i32 @k(ptr addrspace(1) %p, i32 %x) {
  store i32 %x, ptr addrspace(1) %p, align 4
  ret i32 %x
}

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
