; -O0 selects each IR instruction on its own (isel/isel.h, IselOptions):
; the mul and the add stay two instructions instead of one mad, and the
; zext, the scaling and the address add of the GEP stay three, so the PTX
; maps one-to-one onto the IR.  opt_level_O3.ll is the same kernel at -O3.
; SM: 80
; ARGS: -O0
; CHECK: mul.lo.s32 %r6, %r4, %r2;
; CHECK: add.s32 %r7, %r6, %r3;
; CHECK: cvt.u64.u32 %rd2, %r4;
; CHECK: mul.lo.s64 %rd3, %rd2, 4;
; CHECK: add.s64 %rd4, %rd1, %rd3;
; CHECK: st.global.u32 [%rd4], %r7;
; CHECK-NOT: mad.lo
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
