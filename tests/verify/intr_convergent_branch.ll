; ARGS: --sm 75
; convergent branch intrinsics: gates and the one-branch-use rule
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i1 @llvm.nvvm.branch.if.all.convergent(i1)
declare i1 @llvm.nvvm.branch.if.convergent(i1)

define void @f(i1 zeroext %c) {
entry:
  %a = call i1 @llvm.nvvm.branch.if.all.convergent(i1 %c)
  br i1 %a, label %x, label %y
x:
  %b = call i1 @llvm.nvvm.branch.if.convergent(i1 %c)
  %z = zext i1 %b to i32
  br label %y
y:
  ret void
}
