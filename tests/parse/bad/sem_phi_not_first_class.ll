; EXPECT-ERROR: a phi's type must be a first-class type
; EXPECT-LINE: 12
; CORPUS-SM: sm_80
; CORPUS-DESC: semantic: a phi of a function type (with no entries, which the grammar allows for blocks without predecessors)
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f() {
entry:
  ret void
bb:
  %phi = phi void ()
  ret void
}
