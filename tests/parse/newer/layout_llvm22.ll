; LLVM-AS: llvm-as-22
; LLVM 20+ NVPTX layouts: 32-bit tensor-memory pointers (p6), i256
; alignment; and the short-pointer layout with 32-bit shared pointers (p3).
target datalayout = "e-p3:32:32-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f() {
  ret void
}
