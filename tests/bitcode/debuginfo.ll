; tests/bitcode/debuginfo.ll -- a kernel with debug information, for the
; bitcode reader (tests/bitcode/run.sh): as bitcode it must compile to the
; PTX the text gives (debug records are dropped with a note; the
; llvm.dbg.value call goes with them), and keep !nvvm.annotations and the
; loop metadata.  The loop metadata lists the loop's start and end
; DILocations, as clang -g writes it: the bitcode writer puts the loop
; node before them, so the reader meets references to debug nodes that
; no record has defined yet (they become null, like the others).
target triple = "nvptx64-nvidia-cuda"

define void @scale(ptr addrspace(1) %p, float %k, i32 %n) !dbg !5 {
entry:
  call void @llvm.dbg.value(metadata float %k, metadata !9, metadata !DIExpression()), !dbg !10
  br label %loop, !dbg !10

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ], !dbg !11
  %a = getelementptr inbounds float, ptr addrspace(1) %p, i32 %i, !dbg !11
  %v = load float, ptr addrspace(1) %a, align 4, !dbg !11
  %m = fmul contract float %v, %k, !dbg !11
  store float %m, ptr addrspace(1) %a, align 4, !dbg !11
  %i1 = add nuw nsw i32 %i, 1, !dbg !11
  %c = icmp slt i32 %i1, %n, !dbg !11
  br i1 %c, label %loop, label %done, !dbg !11, !llvm.loop !12

done:
  ret void, !dbg !11
}

declare void @llvm.dbg.value(metadata, metadata, metadata)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!nvvm.annotations = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "hand", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "scale.cu", directory: "/src")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = distinct !DISubprogram(name: "scale", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!9 = !DILocalVariable(name: "k", arg: 2, scope: !5, file: !1, line: 1, type: !15)
!10 = !DILocation(line: 2, column: 3, scope: !5)
!11 = !DILocation(line: 3, column: 5, scope: !5)
!12 = distinct !{!12, !16, !17, !13}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = !{ptr @scale, !"kernel", i32 1}
!15 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!16 = !DILocation(line: 3, column: 1, scope: !5)
!17 = !DILocation(line: 4, column: 1, scope: !5)
