; ARGS: --sm 80 --ir=llvm
; LLVM IR: llc replaces a layout whose pointers disagree with the triple
target triple = "nvptx64-unknown-unknown"
target datalayout = "e-p:32:32:32-i64:64:64-f32:32:32-f64:64:64-n16:32:64"

define void @f() {
  ret void
}
