; The product of two sign-extended i32 is one mul.wide.s32, and so is the
; classic index scaling i * sizeof(float) inside a getelementptr.
; SM: 80
; CHECK: .func (.param .b64 func_retval0) wide(
; CHECK: mul.wide.s32 %rd1, %r1, %r2;
; CHECK: .entry index(
; CHECK: mul.wide.s32 %rd2, %r1, 4;
; CHECK-NOT: cvt.s64.s32
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i64 @wide(i32 %a, i32 %b) {
  %x = sext i32 %a to i64
  %y = sext i32 %b to i64
  %p = mul i64 %x, %y
  ret i64 %p
}

define ptx_kernel void @index(ptr addrspace(1) %p, i32 %i) {
  %w = sext i32 %i to i64
  %q = getelementptr inbounds float, ptr addrspace(1) %p, i64 %w
  store float 1.0, ptr addrspace(1) %q, align 4
  ret void
}
