; Forcing PTX 2.0 for sm_20 is too old for the .address_size directive,
; and the error says so (no source location: no IR instruction is to
; blame).
; SM: 20
; ARGS: --ptx-version 2.0
; EXPECT-ERROR: '.address_size' requires PTX ISA 2.3 (--ptx-version 2.0 was given)
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p) {
  store i32 1, ptr addrspace(1) %p
  ret void
}
