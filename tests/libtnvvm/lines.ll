; Debug information asking for line tables: libNVVM writes .file/.loc
; only under -g or -generate-line-info, and so does libtnvvm.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @scale(float* %p, float %a) !dbg !4 {
  %v = load float, float* %p, align 4, !dbg !7
  %m = fmul float %v, %a, !dbg !8
  store float %m, float* %p, align 4, !dbg !7
  ret void, !dbg !9
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!nvvm.annotations = !{!10}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "hand", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "lines.cu", directory: "/src/dir")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = distinct !DISubprogram(name: "scale", scope: !1, file: !1, line: 5, type: !5, scopeLine: 5, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{}
!7 = !DILocation(line: 7, column: 12, scope: !4)
!8 = !DILocation(line: 7, column: 8, scope: !4)
!9 = !DILocation(line: 8, column: 1, scope: !4)
!10 = !{void (float*, float)* @scale, !"kernel", i32 1}
