; ARGS: --sm 80
; phi entries must match the predecessors
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i32 @f(i1 zeroext %c, i32 %x) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %b
b:
  %p = phi i32 [ %x, %entry ]
  %q = phi i32 [ %x, %entry ], [ 1, %a ], [ 2, %b ]
  %r = phi i32 [ %x, %entry ], [ 1, %a ], [ 2, %a ]
  ret i32 %p
}
