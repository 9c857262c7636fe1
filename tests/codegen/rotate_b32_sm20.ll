; llvm.nvvm.rotate.b32 is a funnel shift of the value with itself:
; shf.l.wrap.b32 from sm_32 on; before, the amount modulo 32, two shifts
; and an or (shr.u32 by 32 gives 0, so a zero amount returns x itself).
; SM: 20
; CHECK: ld.param.u32 %r1, [rot_param_0];
; CHECK: ld.param.u32 %r2, [rot_param_1];
; CHECK: and.b32 %r3, %r2, 31;
; CHECK: shl.b32 %r4, %r1, %r3;
; CHECK: sub.s32 %r5, 32, %r3;
; CHECK: shr.u32 %r6, %r1, %r5;
; CHECK: or.b32 %r7, %r4, %r6;
; CHECK: st.param.b32 [func_retval0], %r7;
; CHECK-NOT: shf.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.rotate.b32(i32, i32)

define i32 @rot(i32 %a, i32 %b) {
  %v = call i32 @llvm.nvvm.rotate.b32(i32 %a, i32 %b)
  ret i32 %v
}
