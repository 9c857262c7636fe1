; ARGS: --sm 80
; LLVM's verifier: module flags, !llvm.ident entries, and which instructions may carry !range, !nonnull, !fpmath, !invariant.group
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define float @f(ptr addrspace(1) %p, float %x) {
  %a = load i32, ptr addrspace(1) %p, !range !10
  %b = add i32 %a, 1, !range !10
  %c = load i32, ptr addrspace(1) %p, !nonnull !11
  %d = fadd float %x, %x, !fpmath !12
  %e = add i32 %b, %c, !fpmath !12
  store i32 %e, ptr addrspace(1) %p, !invariant.group !11
  %g = fmul float %d, %d, !invariant.group !11
  ret float %g
}

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4, !5}

!0 = !{i32 7, !"frame-pointer", i32 2}
!1 = !{i32 1, !"frame-pointer", i32 2}
!2 = !{i32 9, !"x", i32 1}
!3 = !{i32 3, !"y", i32 1}
!4 = !{!"clang version 19"}
!5 = !{!"a", !"b"}
!10 = !{i32 0, i32 10}
!11 = !{}
!12 = !{float 2.5}
