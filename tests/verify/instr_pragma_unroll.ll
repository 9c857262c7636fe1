; ARGS: --sm 80
; NVVM's old unroll pragma metadata
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %j, %loop ]
  %j = add i32 %i, 1
  %c = icmp slt i32 %j, %n
  br i1 %c, label %loop, label %done, !pragma !0
done:
  ret void
}

!0 = !{!"pragma", !"unroll", i32 4}
