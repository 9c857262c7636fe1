; llvm.exp2 on half is neither an instruction nor an exact f32 computation
; (ex2.approx is approximate; llc-19 cannot select it either): without
; afn, a located error naming the intrinsic, not an approximation the IR
; did not allow (with afn it is ex2.approx.f32 on the widened value).
; SM: 90a
; EXPECT-ERROR: unsupported: 'llvm.exp2.f16' without the 'afn' flag
; EXPECT-LINE: 12
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, half %h) {
  %e = call half @llvm.exp2.f16(half %h)
  store half %e, ptr addrspace(1) %p
  ret void
}

declare half @llvm.exp2.f16(half)
