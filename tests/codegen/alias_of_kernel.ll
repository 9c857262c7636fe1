; An exported alias of a kernel: PTX's .alias takes device functions only.
; SM: 80
; EXPECT-ERROR: unsupported: alias '@b' of the kernel '@kern' (PTX's .alias must name a device function defined in the module)
; EXPECT-LINE: 11
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @kern(i32 %x) {
  ret void
}

@b = alias void (i32), ptr @kern
