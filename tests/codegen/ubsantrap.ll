; llvm.ubsantrap(kind), the trap UBSan's checks call with the number of
; the check that failed, is `trap` (PTX has no place for the number; llc
; drops it too).  The unreachable after it is a trap of its own.
; SM: 80
; ARGS: -O3
; CHECK: func_retval0) check(
; CHECK: setp.
; CHECK: trap;
; CHECK: st.param.b32 [func_retval0], %r1;
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i32 @check(i32 %a) {
  %bad = icmp slt i32 %a, 0
  br i1 %bad, label %trap, label %ok
trap:
  call void @llvm.ubsantrap(i8 3)
  unreachable
ok:
  ret i32 %a
}

declare void @llvm.ubsantrap(i8 immarg)
