; llvm.exp2 on half is neither an instruction nor an exact f32 computation
; (ex2.approx is approximate): without afn (or "unsafe-fp-math") it is a
; located error naming the intrinsic, not an approximation the IR did not
; allow (approx_half.ll: with it, the f32 approximation).
; SM: 90a
; EXPECT-ERROR: unsupported: 'llvm.exp2.f16' without the 'afn' flag: PTX has only an approximate exp2
; EXPECT-LINE: 12
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, half %h) {
  %e = call half @llvm.exp2.f16(half %h)
  store half %e, ptr addrspace(1) %p
  ret void
}

declare half @llvm.exp2.f16(half)
