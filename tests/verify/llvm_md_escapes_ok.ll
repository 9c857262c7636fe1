; ARGS: --sm 80
; metadata names may escape bytes as \XX (LLVM prints !"a" as !\22a\22), and a declaration may carry attachments before its return type: must verify clean
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f() {
  ret void, !\34\32abc !0
}

declare !foo !0 void @g()

!\23pragma = !{!0}
!0 = !{}
