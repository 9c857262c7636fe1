; ARGS: --sm 80
; kernels by calling convention and by annotation must return void
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel i32 @k1() {
  ret i32 0
}

define float @k2() {
  ret float 0.0
}

define void @k3() {
  ret void
}

!nvvm.annotations = !{!0, !1}
!0 = !{ptr @k2, !"kernel", i32 1}
!1 = !{ptr @k3, !"kernel", i32 1}
