; LLVM-AS: llvm-as-22
; uselistorder / uselistorder_bb directives (what `llvm-dis
; -preserve-ll-uselistorder` writes), in a body and at the top level:
; accepted and dropped, no code depends on use-list order.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g = global i32 0

define i32 @f(i32 %a, i1 %c) {
entry:
  %x = add i32 %a, 1
  %y = mul i32 %x, %x
  br i1 %c, label %next, label %next

next:
  ret i32 %y
  uselistorder i32 %x, { 1, 0 }
}

define void @h() {
  store i32 1, ptr @g, align 4
  store i32 2, ptr @g, align 4
  ret void
}

uselistorder ptr @g, { 1, 0 }
uselistorder_bb @f, %next, { 1, 0 }
