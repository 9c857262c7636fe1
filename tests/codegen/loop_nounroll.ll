; A loop whose llvm.loop metadata asks not to be unrolled (CUDA's
; `#pragma unroll 1`, or the remainder loop LLVM's unroller leaves) gets
; `.pragma "nounroll";` first in its header block, where ptxas looks for
; it; `llvm.loop.unroll.count` 1 means the same.  The hint is read off the
; latch, the block whose branch closes the loop.
; SM: 90a
; CHECK: .entry k(
; CHECK: $L__BB0_1:
; CHECK: .pragma "nounroll";
; CHECK: ld.global.u32
; CHECK: $L__BB0_3:
; CHECK: .pragma "nounroll";
; CHECK: st.global.u32
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr %a, i32 %n, i32 %m) {
entry:
  br label %first

first:
  %i = phi i32 [ 0, %entry ], [ %i.next, %first ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %first ]
  %p = getelementptr inbounds i32, ptr %a, i32 %i
  %v = load i32, ptr %p, align 4
  %s.next = add i32 %s, %v
  %i.next = add i32 %i, 1
  %again = icmp slt i32 %i.next, %n
  br i1 %again, label %first, label %between, !llvm.loop !0

between:
  br label %second

second:
  %j = phi i32 [ 0, %between ], [ %j.next, %second ]
  %q = getelementptr inbounds i32, ptr %a, i32 %j
  store i32 %s.next, ptr %q, align 4
  %j.next = add i32 %j, 1
  %more = icmp slt i32 %j.next, %m
  br i1 %more, label %second, label %done, !llvm.loop !2

done:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
!2 = distinct !{!2, !3, !4}
!3 = !{!"llvm.loop.mustprogress"}
!4 = !{!"llvm.loop.unroll.count", i32 1}
