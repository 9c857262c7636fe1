; SM: 70
; EXPECT-ERROR: unsupported: variadic function '@k'
; EXPECT-LINE: 8
; A kernel cannot be variadic: a .entry has no caller in PTX to pass the
; buffer of variable arguments (a located error, as llc gives one).
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(i32 %n, ...) {
  ret void
}
