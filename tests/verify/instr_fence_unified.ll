; ARGS: --sm 80 --unified-nvvm-ir
; UnifiedNVVMIR mode takes only acq_rel and seq_cst fences
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f() {
  fence acquire
  fence syncscope("block") release
  fence seq_cst
  ret void
}
