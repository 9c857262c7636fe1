; Identities in a function of one block (ir/cse.c, sign_fold_block): its
; one DAG merges common subexpressions, but neither it nor anything else
; folded x * 1, x / 1, x + 0, x | 0, x & -1, x << 0 or a select of one
; value -- the IR pass folds them now as it does in bigger functions.
; Not folded: 0 - x and 1 / x, which are not x.
; SM: 80
; ARGS: -O3
; CHECK: ld.param.u32 %r1, [f_param_0];
; CHECK: ld.param.u32 %r2, [f_param_1];
; CHECK: sub.s32 %r3, 0, %r1;
; CHECK: mov.b32 %r4, 1;
; CHECK: div.u32 %r5, %r4, %r2;
; CHECK: add.s32 %r6, %r3, %r5;
; CHECK: add.s32 %r7, %r6, %r1;
; CHECK: st.param.b32 [func_retval0], %r7;
; CHECK-NOT: mul.lo
; CHECK-NOT: cvt
; CHECK-NOT: selp
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i32 @f(i32 %x, i32 %y, i1 %c) {
  %a = mul nuw nsw i32 %x, 1
  %b = sdiv exact i32 %a, 1
  %d = udiv i32 %b, 1
  %e = add i32 %d, 0
  %g = or i32 %e, 0
  %h = and i32 %g, -1
  %i = shl i32 %h, 0
  %j = select i1 %c, i32 %i, i32 %i
  %n = sub i32 0, %j
  %r = udiv i32 1, %y
  %s = add i32 %n, %r
  %t = add i32 %s, %j
  ret i32 %t
}
