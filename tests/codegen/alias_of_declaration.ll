; A visible alias must be exported with PTX's .alias, which names a device
; function defined in the module: an alias of a declaration (or of a
; kernel) cannot be, so it is a located error naming both, as llc stops
; with "aliasee must be a non-kernel function definition".
; SM: 80
; EXPECT-ERROR: unsupported: alias '@a' of the declaration '@ext' (PTX's .alias must name a device function defined in the module)
; EXPECT-LINE: 11
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare void @ext(i32)
@a = alias void (i32), ptr @ext

define ptx_kernel void @kern(i32 %x) {
  call void @a(i32 %x)
  ret void
}
