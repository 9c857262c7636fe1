; Pass byvalload on a chain of 48 selects that each choose between a
; value and the same address through a getelementptr by 0 (two paths to
; p; a select of p and p itself would be folded to p by pass cse): the
; check that the byval parameter is only read looks at each value once,
; where following every path would take 2^48 steps.  The last select's operands
; are selects, not parameters, so nothing is split, and the load reads
; the frame's copy through a generic address.
; SM: 80
; ARGS: -O3
; CHECK: .local .align 4 .b8 	__local_depot0[8];
; CHECK: ld.param.u32 %r1, [chain_param_0+0];
; CHECK: ld.u32
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%P = type { i32, float }

define i32 @chain(ptr byval(%P) align 4 %a, i1 zeroext %c) {
  %g0 = getelementptr inbounds i8, ptr %a, i64 0
  %s0 = select i1 %c, ptr %a, ptr %g0
  %g1 = getelementptr inbounds i8, ptr %s0, i64 0
  %s1 = select i1 %c, ptr %s0, ptr %g1
  %g2 = getelementptr inbounds i8, ptr %s1, i64 0
  %s2 = select i1 %c, ptr %s1, ptr %g2
  %g3 = getelementptr inbounds i8, ptr %s2, i64 0
  %s3 = select i1 %c, ptr %s2, ptr %g3
  %g4 = getelementptr inbounds i8, ptr %s3, i64 0
  %s4 = select i1 %c, ptr %s3, ptr %g4
  %g5 = getelementptr inbounds i8, ptr %s4, i64 0
  %s5 = select i1 %c, ptr %s4, ptr %g5
  %g6 = getelementptr inbounds i8, ptr %s5, i64 0
  %s6 = select i1 %c, ptr %s5, ptr %g6
  %g7 = getelementptr inbounds i8, ptr %s6, i64 0
  %s7 = select i1 %c, ptr %s6, ptr %g7
  %g8 = getelementptr inbounds i8, ptr %s7, i64 0
  %s8 = select i1 %c, ptr %s7, ptr %g8
  %g9 = getelementptr inbounds i8, ptr %s8, i64 0
  %s9 = select i1 %c, ptr %s8, ptr %g9
  %g10 = getelementptr inbounds i8, ptr %s9, i64 0
  %s10 = select i1 %c, ptr %s9, ptr %g10
  %g11 = getelementptr inbounds i8, ptr %s10, i64 0
  %s11 = select i1 %c, ptr %s10, ptr %g11
  %g12 = getelementptr inbounds i8, ptr %s11, i64 0
  %s12 = select i1 %c, ptr %s11, ptr %g12
  %g13 = getelementptr inbounds i8, ptr %s12, i64 0
  %s13 = select i1 %c, ptr %s12, ptr %g13
  %g14 = getelementptr inbounds i8, ptr %s13, i64 0
  %s14 = select i1 %c, ptr %s13, ptr %g14
  %g15 = getelementptr inbounds i8, ptr %s14, i64 0
  %s15 = select i1 %c, ptr %s14, ptr %g15
  %g16 = getelementptr inbounds i8, ptr %s15, i64 0
  %s16 = select i1 %c, ptr %s15, ptr %g16
  %g17 = getelementptr inbounds i8, ptr %s16, i64 0
  %s17 = select i1 %c, ptr %s16, ptr %g17
  %g18 = getelementptr inbounds i8, ptr %s17, i64 0
  %s18 = select i1 %c, ptr %s17, ptr %g18
  %g19 = getelementptr inbounds i8, ptr %s18, i64 0
  %s19 = select i1 %c, ptr %s18, ptr %g19
  %g20 = getelementptr inbounds i8, ptr %s19, i64 0
  %s20 = select i1 %c, ptr %s19, ptr %g20
  %g21 = getelementptr inbounds i8, ptr %s20, i64 0
  %s21 = select i1 %c, ptr %s20, ptr %g21
  %g22 = getelementptr inbounds i8, ptr %s21, i64 0
  %s22 = select i1 %c, ptr %s21, ptr %g22
  %g23 = getelementptr inbounds i8, ptr %s22, i64 0
  %s23 = select i1 %c, ptr %s22, ptr %g23
  %g24 = getelementptr inbounds i8, ptr %s23, i64 0
  %s24 = select i1 %c, ptr %s23, ptr %g24
  %g25 = getelementptr inbounds i8, ptr %s24, i64 0
  %s25 = select i1 %c, ptr %s24, ptr %g25
  %g26 = getelementptr inbounds i8, ptr %s25, i64 0
  %s26 = select i1 %c, ptr %s25, ptr %g26
  %g27 = getelementptr inbounds i8, ptr %s26, i64 0
  %s27 = select i1 %c, ptr %s26, ptr %g27
  %g28 = getelementptr inbounds i8, ptr %s27, i64 0
  %s28 = select i1 %c, ptr %s27, ptr %g28
  %g29 = getelementptr inbounds i8, ptr %s28, i64 0
  %s29 = select i1 %c, ptr %s28, ptr %g29
  %g30 = getelementptr inbounds i8, ptr %s29, i64 0
  %s30 = select i1 %c, ptr %s29, ptr %g30
  %g31 = getelementptr inbounds i8, ptr %s30, i64 0
  %s31 = select i1 %c, ptr %s30, ptr %g31
  %g32 = getelementptr inbounds i8, ptr %s31, i64 0
  %s32 = select i1 %c, ptr %s31, ptr %g32
  %g33 = getelementptr inbounds i8, ptr %s32, i64 0
  %s33 = select i1 %c, ptr %s32, ptr %g33
  %g34 = getelementptr inbounds i8, ptr %s33, i64 0
  %s34 = select i1 %c, ptr %s33, ptr %g34
  %g35 = getelementptr inbounds i8, ptr %s34, i64 0
  %s35 = select i1 %c, ptr %s34, ptr %g35
  %g36 = getelementptr inbounds i8, ptr %s35, i64 0
  %s36 = select i1 %c, ptr %s35, ptr %g36
  %g37 = getelementptr inbounds i8, ptr %s36, i64 0
  %s37 = select i1 %c, ptr %s36, ptr %g37
  %g38 = getelementptr inbounds i8, ptr %s37, i64 0
  %s38 = select i1 %c, ptr %s37, ptr %g38
  %g39 = getelementptr inbounds i8, ptr %s38, i64 0
  %s39 = select i1 %c, ptr %s38, ptr %g39
  %g40 = getelementptr inbounds i8, ptr %s39, i64 0
  %s40 = select i1 %c, ptr %s39, ptr %g40
  %g41 = getelementptr inbounds i8, ptr %s40, i64 0
  %s41 = select i1 %c, ptr %s40, ptr %g41
  %g42 = getelementptr inbounds i8, ptr %s41, i64 0
  %s42 = select i1 %c, ptr %s41, ptr %g42
  %g43 = getelementptr inbounds i8, ptr %s42, i64 0
  %s43 = select i1 %c, ptr %s42, ptr %g43
  %g44 = getelementptr inbounds i8, ptr %s43, i64 0
  %s44 = select i1 %c, ptr %s43, ptr %g44
  %g45 = getelementptr inbounds i8, ptr %s44, i64 0
  %s45 = select i1 %c, ptr %s44, ptr %g45
  %g46 = getelementptr inbounds i8, ptr %s45, i64 0
  %s46 = select i1 %c, ptr %s45, ptr %g46
  %g47 = getelementptr inbounds i8, ptr %s46, i64 0
  %s47 = select i1 %c, ptr %s46, ptr %g47
  %v = load i32, ptr %s47, align 4
  ret i32 %v
}
