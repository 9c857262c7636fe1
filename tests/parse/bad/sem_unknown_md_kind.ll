; EXPECT-ERROR: unknown kind of metadata node '!Invalid'
; EXPECT-LINE: 8
; CORPUS-SM: sm_80
; CORPUS-DESC: semantic: a specialized metadata node whose kind LLVM does not define
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

!0 = !Invalid(field: 0)
