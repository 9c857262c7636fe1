; A texture fetch with a separate sampler handle (the names without
; .unified) needs PTX's independent texture mode; in the unified mode
; tnvcc writes, ptxas 13 refuses such PTX or crashes on it (LLVM 22's back
; end writes it all the same).  A located error naming the way out.
; SM: 75
; EXPECT-ERROR: (a texture with a separate sampler needs PTX's independent texture mode, which tnvcc does not write; use the .unified form)
; EXPECT-LINE: 11
target triple = "nvptx64-nvidia-cuda"
%f4 = type { float, float, float, float }
define ptx_kernel void @k(i64 %t, i64 %s, i32 %l, float %x, ptr addrspace(1) %o) {
  %a = call %f4 @llvm.nvvm.tex.1d.array.v4f32.f32(i64 %t, i64 %s, i32 %l, float %x) ; here
  %a0 = extractvalue %f4 %a, 0
  store float %a0, ptr addrspace(1) %o
  ret void
}
