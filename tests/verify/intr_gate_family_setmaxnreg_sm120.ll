; ARGS: --sm 120
; setmaxnreg on plain sm_120: only the f/a targets have it
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 immarg)

define void @f() {
  call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 240)
  ret void
}
