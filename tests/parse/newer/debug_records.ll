; LLVM-AS: llvm-as-19
; Debug records, LLVM 19's textual form of debug information in bodies
; (LangRef, "Debug Records"): each is read as the call of the llvm.dbg.*
; intrinsic that says the same (declared implicitly) and printed so.
; Also an MDString field of a specialized node (`value: !"..."`).
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr %p, i32 %a, i32 %b) !dbg !5 {
entry:
  %x = alloca i32, align 4
    #dbg_declare(ptr %x, !9, !DIExpression(), !11)
  store i32 %a, ptr %x, align 4, !DIAssignID !13
    #dbg_assign(i32 %a, !9, !DIExpression(), !13, ptr %x, !DIExpression(), !11)
  %s = add i32 %a, %b, !dbg !11
    #dbg_value(i32 %s, !12, !DIExpression(), !11)
    #dbg_value(!DIArgList(i32 %a, i32 %b), !12, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !11)
    #dbg_value(i32 poison, !12, !DIExpression(), !11)
    #dbg_label(!14, !11)
  store i32 %s, ptr %p, align 4, !dbg !11
  ret void, !dbg !11
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "hand", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "k.cu", directory: "/tmp")
!2 = !{!15}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !2)
!6 = !DISubroutineType(types: !7)
!7 = !{null, !8}
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DILocalVariable(name: "x", scope: !5, file: !1, line: 2, type: !8)
!11 = !DILocation(line: 2, column: 3, scope: !5)
!12 = !DILocalVariable(name: "s", scope: !5, file: !1, line: 3, type: !8)
!13 = distinct !DIAssignID()
!14 = !DILabel(scope: !5, name: "here", file: !1, line: 4)
!15 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_template_param, name: "Op", value: !"ns::plus")
