; Vector-rearranging intrinsics (isel/lower/vecintr.c): llvm.stepvector is
; the lane numbers; llvm.experimental.vector.reverse (LLVM 16's name) moves
; whole lanes, here of two parts each (i128); the active lane mask of
; lane k is base < n && n - base > k.  The other forms run beside llc-19
; in tests/sim/kernels/vecintr.ll.
; SM: 80
; ARGS: -O3
; CHECK: .func step(
; CHECK: add.s16 %rs6, %rs2, 1;
; CHECK: add.s16 %rs7, %rs3, 2;
; CHECK: add.s16 %rs8, %rs4, 3;
; CHECK: st.global.v4.u16 [%rd1], {%rs5, %rs6, %rs7, %rs8};
; CHECK: .func old_names(
; CHECK: ld.param.u64 %rd2, [old_names_param_1];
; CHECK: ld.param.u64 %rd3, [old_names_param_1+8];
; CHECK: ld.param.u64 %rd4, [old_names_param_1+16];
; CHECK: ld.param.u64 %rd5, [old_names_param_1+24];
; CHECK: st.global.v2.u64 [%rd1], {%rd4, %rd5};
; CHECK: st.global.v2.u64 [%rd1+16], {%rd2, %rd3};
; CHECK: mask(
; CHECK: setp.lt.u64 %p1, %rd1, %rd2;
; CHECK: sub.s64 %rd3, %rd2, %rd1;
; CHECK: setp.gt.u64 %p2, %rd3, 1;
; CHECK: and.pred %p3, %p1, %p2;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @step(ptr addrspace(1) %p, <4 x i16> %a) {
  %s = call <4 x i16> @llvm.stepvector.v4i16()
  %x = add <4 x i16> %a, %s
  store <4 x i16> %x, ptr addrspace(1) %p, align 8
  ret void
}

; LLVM 16's names; lanes of two parts (i128).
define void @old_names(ptr addrspace(1) %p, <2 x i128> %a) {
  %r = call <2 x i128> @llvm.experimental.vector.reverse.v2i128(<2 x i128> %a)
  store <2 x i128> %r, ptr addrspace(1) %p, align 16
  ret void
}

define <2 x i1> @mask(i64 %base, i64 %n) {
  %m = call <2 x i1> @llvm.get.active.lane.mask.v2i1.i64(i64 %base, i64 %n)
  ret <2 x i1> %m
}

declare <4 x i16> @llvm.stepvector.v4i16()
declare <2 x i128> @llvm.experimental.vector.reverse.v2i128(<2 x i128>)
declare <2 x i1> @llvm.get.active.lane.mask.v2i1.i64(i64, i64)
