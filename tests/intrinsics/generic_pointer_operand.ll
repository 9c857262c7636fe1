; Code generation's own guard for an integer intrinsic called with a
; pointer operand (the fuzzer's llvm.umax.p3, once a NULL dereference in
; isel/lower/intrin_int.c): the verifier refuses it first, --no-verify
; hands it over, and it is a located error, never a crash.
; SM: 90
; ARGS: --no-verify
; EXPECT-ERROR: unsupported: intrinsic '@llvm.umax.p3' on ptr addrspace(3)
; EXPECT-LINE: 15
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.umax.p3(ptr addrspace(3), i32)

define ptx_kernel void @k(ptr addrspace(3) %s, i32 %a) {
  call void @llvm.umax.p3(ptr addrspace(3) %s, i32 %a)
  ret void
}
