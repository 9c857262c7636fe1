; Pass lsr's register budget (REGS_MAX in ir/lsr.c): a loop that
; multiplies its counter by four invariants at eight offsets each.  Each
; group would hold 8 new registers through the loop (its variable, the
; step 8x and 2x..7x), and the loop's budget is 24: three groups become
; variables stepped once a trip (%r27, %r28, %r29), and the fourth, by
; %a (%r1), stays eight multiplies.
; SM: 80
; ARGS: -O3
; CHECK: $L__BB0_1:
; CHECK: mul.lo.s32 %r37, %r30, %r1;
; CHECK: or.b32 %r39, %r30, 1;
; CHECK: mul.lo.s32 %r40, %r39, %r1;
; CHECK: add.s32 %r103, %r29, %r7;
; CHECK: add.s32 %r30, %r30, 8;
; CHECK: add.s32 %r27, %r27, %r20;
; CHECK: add.s32 %r28, %r28, %r13;
; CHECK: add.s32 %r29, %r29, %r6;
; CHECK: @%p1 bra $L__BB0_1;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @budget(ptr addrspace(1) %out, i32 %a, i32 %b, i32 %c, i32 %d, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %s31, %loop ]
  %ma0 = mul i32 %i, %a
  %s0 = xor i32 %acc, %ma0
  %oa1 = or disjoint i32 %i, 1
  %ma1 = mul i32 %oa1, %a
  %s1 = xor i32 %s0, %ma1
  %oa2 = or disjoint i32 %i, 2
  %ma2 = mul i32 %oa2, %a
  %s2 = xor i32 %s1, %ma2
  %oa3 = or disjoint i32 %i, 3
  %ma3 = mul i32 %oa3, %a
  %s3 = xor i32 %s2, %ma3
  %oa4 = or disjoint i32 %i, 4
  %ma4 = mul i32 %oa4, %a
  %s4 = xor i32 %s3, %ma4
  %oa5 = or disjoint i32 %i, 5
  %ma5 = mul i32 %oa5, %a
  %s5 = xor i32 %s4, %ma5
  %oa6 = or disjoint i32 %i, 6
  %ma6 = mul i32 %oa6, %a
  %s6 = xor i32 %s5, %ma6
  %oa7 = or disjoint i32 %i, 7
  %ma7 = mul i32 %oa7, %a
  %s7 = xor i32 %s6, %ma7
  %mb0 = mul i32 %i, %b
  %s8 = xor i32 %s7, %mb0
  %ob1 = or disjoint i32 %i, 1
  %mb1 = mul i32 %ob1, %b
  %s9 = xor i32 %s8, %mb1
  %ob2 = or disjoint i32 %i, 2
  %mb2 = mul i32 %ob2, %b
  %s10 = xor i32 %s9, %mb2
  %ob3 = or disjoint i32 %i, 3
  %mb3 = mul i32 %ob3, %b
  %s11 = xor i32 %s10, %mb3
  %ob4 = or disjoint i32 %i, 4
  %mb4 = mul i32 %ob4, %b
  %s12 = xor i32 %s11, %mb4
  %ob5 = or disjoint i32 %i, 5
  %mb5 = mul i32 %ob5, %b
  %s13 = xor i32 %s12, %mb5
  %ob6 = or disjoint i32 %i, 6
  %mb6 = mul i32 %ob6, %b
  %s14 = xor i32 %s13, %mb6
  %ob7 = or disjoint i32 %i, 7
  %mb7 = mul i32 %ob7, %b
  %s15 = xor i32 %s14, %mb7
  %mc0 = mul i32 %i, %c
  %s16 = xor i32 %s15, %mc0
  %oc1 = or disjoint i32 %i, 1
  %mc1 = mul i32 %oc1, %c
  %s17 = xor i32 %s16, %mc1
  %oc2 = or disjoint i32 %i, 2
  %mc2 = mul i32 %oc2, %c
  %s18 = xor i32 %s17, %mc2
  %oc3 = or disjoint i32 %i, 3
  %mc3 = mul i32 %oc3, %c
  %s19 = xor i32 %s18, %mc3
  %oc4 = or disjoint i32 %i, 4
  %mc4 = mul i32 %oc4, %c
  %s20 = xor i32 %s19, %mc4
  %oc5 = or disjoint i32 %i, 5
  %mc5 = mul i32 %oc5, %c
  %s21 = xor i32 %s20, %mc5
  %oc6 = or disjoint i32 %i, 6
  %mc6 = mul i32 %oc6, %c
  %s22 = xor i32 %s21, %mc6
  %oc7 = or disjoint i32 %i, 7
  %mc7 = mul i32 %oc7, %c
  %s23 = xor i32 %s22, %mc7
  %md0 = mul i32 %i, %d
  %s24 = xor i32 %s23, %md0
  %od1 = or disjoint i32 %i, 1
  %md1 = mul i32 %od1, %d
  %s25 = xor i32 %s24, %md1
  %od2 = or disjoint i32 %i, 2
  %md2 = mul i32 %od2, %d
  %s26 = xor i32 %s25, %md2
  %od3 = or disjoint i32 %i, 3
  %md3 = mul i32 %od3, %d
  %s27 = xor i32 %s26, %md3
  %od4 = or disjoint i32 %i, 4
  %md4 = mul i32 %od4, %d
  %s28 = xor i32 %s27, %md4
  %od5 = or disjoint i32 %i, 5
  %md5 = mul i32 %od5, %d
  %s29 = xor i32 %s28, %md5
  %od6 = or disjoint i32 %i, 6
  %md6 = mul i32 %od6, %d
  %s30 = xor i32 %s29, %md6
  %od7 = or disjoint i32 %i, 7
  %md7 = mul i32 %od7, %d
  %s31 = xor i32 %s30, %md7
  %i.next = add nuw nsw i32 %i, 8
  %cnd = icmp ult i32 %i.next, %n
  br i1 %cnd, label %loop, label %done
done:
  store i32 %s31, ptr addrspace(1) %out, align 4
  ret void
}
