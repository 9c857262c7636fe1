; The native half and bfloat rules on a newer target than they were
; introduced for (features are inherited: sm_120a has everything sm_90
; has): the same single instructions, no fallback.
; SM: 120a
; CHECK: add.rn.bf16
; CHECK: setp.lt.bf16
; CHECK: cvt.rn.bf16.s32
; CHECK: min.NaN.f16
; CHECK: fma.rn.f16
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %o, ptr addrspace(1) %oi, bfloat %a, bfloat %b, half %h, i32 %i) {
  %s = fadd bfloat %a, %b
  store volatile bfloat %s, ptr addrspace(1) %o
  %c = fcmp olt bfloat %a, %b
  %z = zext i1 %c to i32
  store volatile i32 %z, ptr addrspace(1) %oi
  %f = sitofp i32 %i to bfloat
  store volatile bfloat %f, ptr addrspace(1) %o
  %m = call half @llvm.minimum.f16(half %h, half %h)
  store volatile half %m, ptr addrspace(1) %o
  %x = call half @llvm.fma.f16(half %h, half %h, half %m)
  store volatile half %x, ptr addrspace(1) %o
  ret void
}

declare half @llvm.minimum.f16(half, half)
declare half @llvm.fma.f16(half, half, half)
