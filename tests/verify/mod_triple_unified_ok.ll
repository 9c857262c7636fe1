; ARGS: --sm 80 --unified-nvvm-ir
; nvcl is fine in UnifiedNVVMIR mode, and so are acq_rel/seq_cst fences
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-nvcl"

define void @f() {
  fence acq_rel
  fence syncscope("device") seq_cst
  ret void
}
