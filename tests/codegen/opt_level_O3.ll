; The kernel of opt_level_O0.ll at -O3 (the default): the multiply of the
; induction variable and the add after it become one variable that
; starts at %b and steps by %a (pass lsr, ir/lsr.c: the value stored is
; %r4, stepped by one add), and the address p + zext(i) * 4 a pointer
; that starts at p and steps by 4 (%rd2): the loop has no multiply left.
; SM: 80
; ARGS: -O3
; CHECK: ld.param.u64 %rd2, [affine_param_0];
; CHECK: ld.param.u32 %r2, [affine_param_2];
; CHECK: ld.param.u32 %r4, [affine_param_3];
; CHECK: $L__BB0_1:
; CHECK: st.global.u32 [%rd2], %r4;
; CHECK: add.s32 %r5, %r5, 1;
; CHECK: add.s64 %rd2, %rd2, 4;
; CHECK: add.s32 %r4, %r4, %r2;
; CHECK-NOT: cvt.u64.u32
; CHECK-NOT: mul
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @affine(ptr addrspace(1) %p, i32 %n, i32 %a, i32 %b) {
entry:
  %e = icmp sgt i32 %n, 0
  br i1 %e, label %loop, label %done
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %m = mul i32 %i, %a
  %v = add i32 %m, %b
  %w = zext i32 %i to i64
  %q = getelementptr inbounds i32, ptr addrspace(1) %p, i64 %w
  store i32 %v, ptr addrspace(1) %q, align 4
  %i1 = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %done
done:
  ret void
}
