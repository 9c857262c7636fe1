; ARGS: --sm 80 --ir=llvm -w
; -w silences every warning: a clean run
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"

define void @f(ptr %p, i32 inreg %x) {
  fence acq_rel
  ret void
}
