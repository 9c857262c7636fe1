; The kernel of opt_level_O0.ll at -O3 (the default): the mul folds into
; mad.lo with the add, and the zero-extended index into mul.wide.u32.
; SM: 80
; ARGS: -O3
; CHECK: mad.lo.s32 %r6, %r4, %r2, %r3;
; CHECK: mul.wide.u32 %rd2, %r4, 4;
; CHECK: add.s64 %rd3, %rd1, %rd2;
; CHECK: st.global.u32 [%rd3], %r6;
; CHECK-NOT: cvt.u64.u32
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
