; i128 converts to and from float and double (isel/legal/wide.c); half and
; bfloat with i128 are a located error naming the conversion.
; SM: 80
; EXPECT-ERROR: unsupported: 'uitofp' between i128 and f16
; EXPECT-LINE: 10
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define half @k(i128 %a) {
  %h = uitofp i128 %a to half
  ret half %h
}
