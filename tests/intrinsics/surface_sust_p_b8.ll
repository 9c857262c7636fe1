; A formatted surface store (sust.p) converts 32-bit elements: ptxas
; rejects its .b8/.b16 forms (which LLVM 22's back end writes), so tnvcc
; stops with a located error naming the rule.
; SM: 75
; EXPECT-ERROR: (a formatted surface store, sust.p, takes 32-bit elements only)
; EXPECT-LINE: 9
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(i64 %h, i32 %x, i16 zeroext %v) {
  call void @llvm.nvvm.sust.p.1d.i16.trap(i64 %h, i32 %x, i16 %v) ; here
  ret void
}
