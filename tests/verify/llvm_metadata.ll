; ARGS: --sm 80
; LLVM's verifier: module flags, !llvm.ident entries, which instructions may carry !range, !nonnull, !fpmath, !invariant.group, the shapes of alias scopes, access groups, !associated
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
  %h = load i32, ptr addrspace(1) %p, !noalias !20
  %j = load i32, ptr addrspace(1) %p, !alias.scope !21, !noalias !23
  %k = load i32, ptr addrspace(1) %p, !llvm.access.group !11
  ret float %g
}

@assoc = addrspace(1) global i32 0, !associated !24

define void @counted() !prof !27 {
  ret void
}

declare !prof !29 void @declared()

!llvm.module.flags = !{!0, !1, !2, !3, !28}
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
!20 = !{!"not a scope"}
!21 = !{!22}
!22 = distinct !{!22, !25, !"scope"}
!23 = !{!26}
!24 = !{ptr addrspace(1) @assoc}
!25 = distinct !{!25, !"domain"}
!26 = distinct !{!26}
!27 = !{!"function_entry_count"}
!28 = !{i32 1, !"wchar_size", !"four"}
!29 = !{!"function_entry_count", i64 1}
