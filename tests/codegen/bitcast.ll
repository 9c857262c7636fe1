; bitcast between part layouts (isel/dag/dag_agg.c): a register move between
; classes, unpacking a half of a register (mov.b32 {_, %rs}), packing two
; halves (mov.b64 {lo, hi}), and shifts for everything else.
; SM: 80
; CHECK: mov.b32 %f3, %r1;
; CHECK: mov.b32 {_, %rs
; CHECK: mov.b64 %rd
; CHECK: shr.u32
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, i32 %x, <2 x float> %v) {
  %f = bitcast i32 %x to float
  store float %f, ptr addrspace(1) %p, align 4
  %h = bitcast i32 %x to <2 x half>
  %h1 = extractelement <2 x half> %h, i32 1
  %p1 = getelementptr half, ptr addrspace(1) %p, i64 4
  store half %h1, ptr addrspace(1) %p1, align 2
  %w = bitcast <2 x float> %v to i64
  %p2 = getelementptr i64, ptr addrspace(1) %p, i64 2
  store i64 %w, ptr addrspace(1) %p2, align 8
  %b = bitcast i32 %x to <4 x i8>
  %b2 = extractelement <4 x i8> %b, i32 2
  %p3 = getelementptr i8, ptr addrspace(1) %p, i64 32
  store i8 %b2, ptr addrspace(1) %p3, align 1
  ret void
}
