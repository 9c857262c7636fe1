; A generic pointer to a .const variable needs cvta.const, which came
; with PTX ISA 3.1: on sm_20 (whose own minimum is 3.0) the .version
; goes up to 3.1 for it.
; SM: 20
; CHECK: .version 3.1
; CHECK: .target sm_20
; CHECK: cvta.const.u64
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tab = internal addrspace(4) constant [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4

define ptx_kernel void @k(ptr %out, i32 %i) {
  %idx = zext i32 %i to i64
  %p = getelementptr inbounds [4 x i32], ptr addrspacecast (ptr addrspace(4) @tab to ptr), i64 0, i64 %idx
  store ptr %p, ptr %out, align 8
  ret void
}
