; ARGS: --sm 80
; a phi with no entries: valid in a block without predecessors (LLVM allows it), an error where the block has predecessors
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define i32 @dead_phi() {
entry:
  ret i32 0
dead:
  %r = phi i32
  ret i32 %r
}
define i32 @live_phi(i1 zeroext %c) {
entry:
  br label %b
b:
  %r = phi i32
  ret i32 %r
}
