; SM: 80
; ARGS: -O3
; lineinfo.ll's module whose only compile unit says emissionKind:
; NoDebug: no .file or .loc (ir/lines.c, module_wants_lines).
; CHECK-NOT: .loc
; CHECK-NOT: .file
; CHECK: mul.rn.f32 %f2, %f3, %f1;
; CHECK: st.global.f32 [%rd1+4], %f2;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define float @helper(float %x) {
  %r = fadd float %x, 1.0
  ret float %r
}

define ptx_kernel void @k(ptr addrspace(1) %p, float %a, i32 %n) !dbg !10 {
entry:
  %v = load float, ptr addrspace(1) %p, align 4, !dbg !20
  %m = fmul float %v, %a, !dbg !21
  %c = icmp sgt i32 %n, 0, !dbg !22
  br i1 %c, label %then, label %done, !dbg !22
then:
  %h = fadd float %m, 2.0, !dbg !23
  %h2 = fmul float %h, %h, !dbg !25
  store float %h2, ptr addrspace(1) %p, align 4, !dbg !26
  br label %done
done:
  %q = getelementptr float, ptr addrspace(1) %p, i64 1
  store float %m, ptr addrspace(1) %q, align 4, !dbg !27
  ret void, !dbg !28
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!8, !9}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "hand", isOptimized: true, runtimeVersion: 0, emissionKind: NoDebug)
!1 = !DIFile(filename: "kern.cu", directory: "/home/u/proj")
!2 = !DIFile(filename: "/usr/include/math_inl.h", directory: "/home/u/proj")
!3 = !DIFile(filename: "odd\22name.h", directory: "")
!4 = !DIFile(filename: "kern.cu", directory: "/home/u/proj")
!8 = !{i32 2, !"Debug Info Version", i32 3}
!9 = !{i32 7, !"Dwarf Version", i32 2}
!10 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 12, type: !11, scopeLine: 12, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = distinct !DISubprogram(name: "inl", scope: !2, file: !2, line: 40, type: !11, scopeLine: 40, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = distinct !DILexicalBlock(scope: !13, file: !2, line: 41, column: 3)
!16 = distinct !DILexicalBlock(scope: !10, file: !4, line: 18, column: 1)
!15 = distinct !DISubprogram(name: "odd", scope: !3, file: !3, line: 2, type: !11, scopeLine: 2, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!20 = !DILocation(line: 14, column: 13, scope: !10)
!21 = !DILocation(line: 14, column: 9, scope: !10)
!22 = !DILocation(line: 15, column: 7, scope: !10)
!23 = !DILocation(line: 42, column: 5, scope: !14, inlinedAt: !24)
!24 = distinct !DILocation(line: 16, column: 11, scope: !10)
!25 = !DILocation(line: 3, column: 2, scope: !15, inlinedAt: !24)
!26 = !DILocation(line: 16, column: 5, scope: !10)
!27 = !DILocation(line: 0, column: 0, scope: !10)
!28 = !DILocation(line: 19, column: 1, scope: !16)
