; ARGS: --sm 120f
; setmaxnreg: sm_90a, and the f/a targets of sm_10x, sm_11x, sm_12x: clean on sm_120f
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 immarg)

define void @f() {
  call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 240)
  ret void
}
