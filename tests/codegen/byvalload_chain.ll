; Pass byvalload on a chain of 48 selects that each choose between the
; same two values (a select of p and p has two uses of p): the check
; that the byval parameter is only read looks at each value once, where
; following every path would take 2^48 steps.  The last select's operands
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
  %s0 = select i1 %c, ptr %a, ptr %a
  %s1 = select i1 %c, ptr %s0, ptr %s0
  %s2 = select i1 %c, ptr %s1, ptr %s1
  %s3 = select i1 %c, ptr %s2, ptr %s2
  %s4 = select i1 %c, ptr %s3, ptr %s3
  %s5 = select i1 %c, ptr %s4, ptr %s4
  %s6 = select i1 %c, ptr %s5, ptr %s5
  %s7 = select i1 %c, ptr %s6, ptr %s6
  %s8 = select i1 %c, ptr %s7, ptr %s7
  %s9 = select i1 %c, ptr %s8, ptr %s8
  %s10 = select i1 %c, ptr %s9, ptr %s9
  %s11 = select i1 %c, ptr %s10, ptr %s10
  %s12 = select i1 %c, ptr %s11, ptr %s11
  %s13 = select i1 %c, ptr %s12, ptr %s12
  %s14 = select i1 %c, ptr %s13, ptr %s13
  %s15 = select i1 %c, ptr %s14, ptr %s14
  %s16 = select i1 %c, ptr %s15, ptr %s15
  %s17 = select i1 %c, ptr %s16, ptr %s16
  %s18 = select i1 %c, ptr %s17, ptr %s17
  %s19 = select i1 %c, ptr %s18, ptr %s18
  %s20 = select i1 %c, ptr %s19, ptr %s19
  %s21 = select i1 %c, ptr %s20, ptr %s20
  %s22 = select i1 %c, ptr %s21, ptr %s21
  %s23 = select i1 %c, ptr %s22, ptr %s22
  %s24 = select i1 %c, ptr %s23, ptr %s23
  %s25 = select i1 %c, ptr %s24, ptr %s24
  %s26 = select i1 %c, ptr %s25, ptr %s25
  %s27 = select i1 %c, ptr %s26, ptr %s26
  %s28 = select i1 %c, ptr %s27, ptr %s27
  %s29 = select i1 %c, ptr %s28, ptr %s28
  %s30 = select i1 %c, ptr %s29, ptr %s29
  %s31 = select i1 %c, ptr %s30, ptr %s30
  %s32 = select i1 %c, ptr %s31, ptr %s31
  %s33 = select i1 %c, ptr %s32, ptr %s32
  %s34 = select i1 %c, ptr %s33, ptr %s33
  %s35 = select i1 %c, ptr %s34, ptr %s34
  %s36 = select i1 %c, ptr %s35, ptr %s35
  %s37 = select i1 %c, ptr %s36, ptr %s36
  %s38 = select i1 %c, ptr %s37, ptr %s37
  %s39 = select i1 %c, ptr %s38, ptr %s38
  %s40 = select i1 %c, ptr %s39, ptr %s39
  %s41 = select i1 %c, ptr %s40, ptr %s40
  %s42 = select i1 %c, ptr %s41, ptr %s41
  %s43 = select i1 %c, ptr %s42, ptr %s42
  %s44 = select i1 %c, ptr %s43, ptr %s43
  %s45 = select i1 %c, ptr %s44, ptr %s44
  %s46 = select i1 %c, ptr %s45, ptr %s45
  %s47 = select i1 %c, ptr %s46, ptr %s46
  %v = load i32, ptr %s47, align 4
  ret i32 %v
}
