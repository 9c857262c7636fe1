; setmaxnreg takes a multiple of 8 from 24 to 256; 0 (or 20, or 300) is PTX
; that ptxas refuses, so it is a located error.
; SM: 90a
; EXPECT-ERROR: with a register count that is not a multiple of 8 in 24..256
; EXPECT-LINE: 10
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 immarg)
define ptx_kernel void @k() {
  call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 20)
  ret void
}
