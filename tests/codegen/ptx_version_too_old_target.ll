; --ptx-version below the target's own first version: sm_90a came with
; PTX ISA 8.0.  The error has no source location (no instruction is to
; blame).
; SM: 90a
; ARGS: --ptx-version 7.8
; EXPECT-ERROR: sm_90a requires PTX ISA 8.0 (--ptx-version 7.8 was given)
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p) {
  store i32 1, ptr addrspace(1) %p
  ret void
}
