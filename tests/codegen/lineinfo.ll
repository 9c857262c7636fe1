; SM: 80
; ARGS: -O3
; Source lines (ir/lines.c): the DIFile nodes numbered in the order they
; are defined, each path the directory joined to a relative file name
; (an absolute name alone; `"` escaped); a function's first .loc is its
; DISubprogram's line, column 0; each instruction's .loc is its own
; DILocation's, also inside a DAG root's tree (the fmul folded into the
; store) and for an inlined call's instructions (the inlined function's
; file and line, here in a lexical block); a location of line 0 is
; written as it is; an instruction without !dbg keeps the location
; before it, and a function without a DISubprogram gets none of its own.
; A second DIFile of the same path shares the first one's number (the
; ret's .loc says file 1).  The
; instructions are those of the same module without debug information
; (lineinfo_g0.ll).
; CHECK: .visible .entry k(
; CHECK: .loc	1 12 0
; CHECK: ld.param.u64 %rd1, [k_param_0];
; CHECK: ld.param.f32 %f1, [k_param_1];
; CHECK: ld.param.u32 %r1, [k_param_2];
; CHECK: .loc	1 14 13
; CHECK: ld.global.f32 %f3, [%rd1];
; CHECK: .loc	1 14 9
; CHECK: mul.rn.f32 %f2, %f3, %f1;
; CHECK: .loc	1 15 7
; CHECK: setp.gt.s32 %p1, %r1, 0;
; CHECK: @!%p1 bra $L__BB1_2;
; CHECK: .loc	2 42 5
; CHECK: add.rn.f32 %f4, %f2, 0f40000000;
; CHECK: .loc	3 3 2
; CHECK: mul.rn.f32 %f5, %f4, %f4;
; CHECK: .loc	1 16 5
; CHECK: st.global.f32 [%rd1], %f5;
; CHECK: .loc	1 0 0
; CHECK: st.global.f32 [%rd1+4], %f2;
; CHECK: .loc	1 19 1
; CHECK: ret;
; CHECK: .file	1 "/home/u/proj/kern.cu"
; CHECK: .file	2 "/usr/include/math_inl.h"
; CHECK: .file	3 "odd_name.h"
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
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "hand", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
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
