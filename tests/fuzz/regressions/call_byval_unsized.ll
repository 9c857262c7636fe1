; Found by fuzz-pipeline: a call passing an argument `byval` of a type
; that has no machine parts (fp128) -- the call's own attribute, not the
; callee's -- reached isel/lower/intrin.c's argument_parts with no parts
; (UBSan: member access within null pointer).  Now a located
; "unsupported: byval argument of type 'fp128'" from code generation (the
; IR itself is valid, so parsing and verifying succeed).
; EXPECT: ok
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @f(ptr)

define ptx_kernel void @k(ptr %p) {
  call void @f(ptr byval(fp128) %p)
  ret void
}
