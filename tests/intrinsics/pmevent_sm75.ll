; pmevent.mask on the default target.
; SM: 75
; CHECK: pmevent.mask 255;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.pm.event.mask(i16 immarg)
define ptx_kernel void @k() {
  call void @llvm.nvvm.pm.event.mask(i16 255)
  ret void
}
