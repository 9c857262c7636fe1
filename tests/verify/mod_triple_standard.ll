; ARGS: --sm 80
; a host triple in standard mode
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "x86_64-unknown-linux-gnu"

define void @f() {
  ret void
}
